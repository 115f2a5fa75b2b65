import { useSearchParams } from "react-router";
import { useTests } from "../api/get-tests";
import { TestConversation } from "../components/test-conversation";
import { TestCustomerPanel } from "../components/test-customer";
import { TestSessions } from "../components/test-sessions";

/** /test-agent (spec 001 §2): try the agent on pasted customer emails and rate its answers. The test is in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tests = useTests();
  const selectedId = params.get("test");
  const test = tests.data?.find((t) => t.id === selectedId) ?? null;
  const select = (id: string) => setParams({ test: id });

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)_15rem]">
      <TestSessions selectedId={test?.id ?? null} onSelect={select} />
      <TestConversation test={test} isLoadingTest={Boolean(selectedId) && tests.isPending} />
      <TestCustomerPanel test={test} />
    </div>
  );
}
