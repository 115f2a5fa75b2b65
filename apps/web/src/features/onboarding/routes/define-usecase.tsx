export function Component() {
  return <main className="p-6">Placeholder</main>;
}
