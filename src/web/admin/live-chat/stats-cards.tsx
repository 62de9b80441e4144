import type { ChatStats } from "../../../contract/chat";
import { StatCards } from "../../components/ui/stat-cards";

/** The console's stats (admin spec, 'Live Chat admin'), counted from the sessions' rows. */
export function ChatStatsCards({ stats }: { stats: ChatStats }) {
  return (
    <StatCards
      cards={[
        ["Waiting", stats.waiting],
        ["Active Chats", stats.active],
        ["Resolved Today", stats.resolvedToday],
        ["Total Sessions", stats.total],
      ]}
    />
  );
}
