import type { PlanLimitDetails } from "../../contract/plan-limits";
import { PlanLimitNotice } from "../components/plan-limit-notice";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";

/**
 * The wizard's last word when the goals were saved but the plan's weight limit left today's weigh-in
 * out of the weight log: said plainly, with the plan-limit notice, rather than moving on in silence.
 */
export function WizardWeighInSkipped({
  limit,
  onDone,
}: {
  limit: PlanLimitDetails;
  onDone: () => void;
}) {
  return (
    <Card className="mx-auto grid w-full max-w-2xl gap-4">
      <h2 className="text-xl font-bold text-slate-900">Your goals are saved</h2>
      <p className="text-slate-700">
        Your daily targets use the weight you typed, but it was not added to your weight log as
        today&apos;s weigh-in, because your plan&apos;s weight entries for this month are used up.
      </p>
      <PlanLimitNotice details={limit} isInputKept={false} />
      <div>
        <Button onClick={onDone}>Go to the dashboard</Button>
      </div>
    </Card>
  );
}
