import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useProductName } from "../../lib/public-config";

/** The file the Download button saves: the codes with a line on what they are for. */
function recoveryCodesText(productName: string, codes: readonly string[]): string {
  return [
    `${productName} two-factor recovery codes`,
    "Each code signs you in once if you cannot use your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Ten new recovery codes, shown once: the user copies or downloads them, then says they are saved. */
export function TwoFactorRecoveryCodes({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  const productName = useProductName();
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  };

  const download = () => {
    // Made in the browser: the codes never travel again, and nothing is fetched.
    const url = URL.createObjectURL(
      new Blob([recoveryCodesText(productName, codes)], { type: "text/plain" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = `${productName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-4">
      <Alert tone="warning">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if
        you lose your authenticator app.
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          Download .txt
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copyState === "copied"
          ? "Copied to the clipboard."
          : copyState === "failed"
            ? "Could not copy: select the codes and copy them, or download them."
            : ""}
      </p>
    </div>
  );
}
