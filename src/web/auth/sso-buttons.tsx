import { usePublicConfig } from "./api/get-config";

const LABELS = { google: "Google", apple: "Apple", microsoft: "Microsoft" } as const;

/** Single sign-on buttons, shown only for providers the server has configured (none by default). */
export function SsoButtons() {
  const providers = usePublicConfig().data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 grid gap-2">
      <p className="text-center text-sm text-slate-600">or continue with</p>
      {providers.map((provider) => (
        <a key={provider} href={`/api/auth/sso/${provider}`} className="rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-semibold hover:bg-slate-50">
          {LABELS[provider]}
        </a>
      ))}
    </div>
  );
}
