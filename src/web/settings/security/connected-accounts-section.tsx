import { KeyRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PROVIDER_LABELS, type Provider, type SignInMethod } from "../../../contract/providers";
import { providerStartUrl } from "../../auth/api/provider-start";
import { ProviderIcon } from "../../auth/provider-icons";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useIdentities } from "../api/identities-list";
import { useRecentProof } from "../api/recent-proof";
import { ConfirmIdentity } from "./confirm-identity";
import { RemoveMethodDialog } from "./remove-method-dialog";
import {
  methodDates,
  methodName,
  noticeFromParams,
  withoutNoticeParams,
  type SettingsNotice,
} from "./sign-in-methods";

/** Beside a disabled Remove or Unlink: the server says which method is the last way in (isRemovable). */
const lastMethodText = (kind: SignInMethod["kind"]) =>
  kind === "password"
    ? "Your only way to sign in. Add a passkey or link another account before removing it."
    : "Your only way to sign in. Add a password, a passkey or another account before unlinking it.";

function MethodRow({ method, onRemove }: { method: SignInMethod; onRemove: () => void }) {
  const name = methodName(method.kind);
  const dates = methodDates(method);
  const whyId = useId();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 text-slate-600">
          {method.kind === "password" ? (
            <KeyRound className="size-5" aria-hidden />
          ) : (
            <ProviderIcon provider={method.kind} />
          )}
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{name}</p>
          {method.email ? <p className="break-words text-slate-600">{method.email}</p> : null}
          {dates ? <p className="text-slate-600">{dates}</p> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:max-w-64 sm:items-end">
        <Button
          variant="secondary"
          onClick={onRemove}
          disabled={!method.isRemovable}
          aria-describedby={method.isRemovable ? undefined : whyId}
        >
          {method.kind === "password" ? (
            "Remove password"
          ) : (
            <>
              Unlink<span className="sr-only"> {name}</span>
            </>
          )}
        </Button>
        {method.isRemovable ? null : (
          <p id={whyId} className="text-sm text-slate-600 sm:text-right">
            {lastMethodText(method.kind)}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The answer of a link started here comes back in the URL (?linked= or ?error=): read it once, keep
 * it on screen, and take it out of the address so a reload or a shared link does not repeat it.
 */
function useLinkNotice(): [SettingsNotice | null, (notice: SettingsNotice | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() =>
    noticeFromParams(new URLSearchParams(location.search)),
  );
  // An answer arriving while the section is open (the address changed under it) is taken up as it
  // renders; the effect below only tidies the address.
  const [readSearch, setReadSearch] = useState(location.search);
  if (location.search !== readSearch) {
    setReadSearch(location.search);
    const arrived = noticeFromParams(new URLSearchParams(location.search));
    if (arrived) setNotice(arrived);
  }
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!noticeFromParams(params)) return;
    void navigate(
      { pathname: location.pathname, search: withoutNoticeParams(params), hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);
  return [notice, setNotice];
}

/**
 * The "Link …" buttons are links the server refuses without proof from the last five minutes, so
 * they are offered only once the session has it; before, "Confirm it's you" is asked right here.
 */
function LinkButtons({ linkable }: { linkable: Provider[] }) {
  const proof = useRecentProof();
  const [isConfirming, setConfirming] = useState(false);
  if (proof.isPending) return <Spinner label="Checking your sign-in..." />;
  if (proof.isError) return <Alert tone="error">{proof.error.message}</Alert>;
  if (!proof.data.recent) {
    if (!isConfirming) {
      return (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Link another account
          </Button>
        </div>
      );
    }
    return (
      <ConfirmIdentity
        next="/app/settings#connected-heading"
        onConfirmed={() => void proof.refetch()}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {linkable.map((provider) => (
        <a
          key={provider}
          href={providerStartUrl(provider, "link")}
          className={buttonClass("secondary")}
        >
          <ProviderIcon provider={provider} />
          Link {PROVIDER_LABELS[provider]}
        </a>
      ))}
    </div>
  );
}

/** Settings → Connected accounts: the password and each provider, with link, unlink and remove. */
export function ConnectedAccountsSection() {
  const identities = useIdentities();
  const [notice, setNotice] = useLinkNotice();
  const [removing, setRemoving] = useState<SignInMethod | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The row whose button had focus may be gone (unlinked): the message takes focus, and is in view.
    if (!notice) return;
    noticeRef.current?.focus({ preventScroll: true });
    noticeRef.current?.scrollIntoView({ block: "center" });
  }, [notice]);

  if (identities.isPending) return <Spinner label="Loading your sign-in methods..." />;
  if (identities.isError) return <Alert tone="error">{identities.error.message}</Alert>;
  const { methods, linkable } = identities.data;
  const hasPassword = methods.some((method) => method.kind === "password");

  return (
    <div className="grid gap-4">
      <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <ul aria-label="Ways to sign in" className="divide-y divide-slate-200">
        {methods.map((method) => (
          <MethodRow
            key={method.id}
            method={method}
            onRemove={() => {
              setNotice(null);
              setRemoving(method);
            }}
          />
        ))}
      </ul>
      {!hasPassword ? (
        <p className="text-sm text-slate-600">
          You have no password.{" "}
          <a href="#password-heading" className="font-semibold text-brand-700 hover:underline">
            Set a password
          </a>{" "}
          to sign in with your e-mail address too.
        </p>
      ) : null}
      {linkable.length > 0 ? <LinkButtons linkable={linkable} /> : null}
      {removing ? (
        <RemoveMethodDialog
          method={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setNotice({
              tone: "success",
              text:
                removing.kind === "password"
                  ? "Your password is removed."
                  : `${methodName(removing.kind)} is unlinked.`,
            });
            setRemoving(null);
          }}
          onRefused={(text) => {
            setNotice({ tone: "error", text });
            setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
