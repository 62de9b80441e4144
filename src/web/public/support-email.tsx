import { usePublicConfig } from "../lib/public-config";

/** support@ the configured staff domain, as a mail link; plain text until the config has loaded. */
export function SupportEmailLink() {
  const domain = usePublicConfig().data?.staffEmailDomain;
  if (!domain) return <span>our support address</span>;
  const address = `support@${domain}`;
  return (
    <a href={`mailto:${address}`} className="font-semibold text-brand-700 hover:underline">
      {address}
    </a>
  );
}
