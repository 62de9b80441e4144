import { helpApi } from "../../contract/help";
import { endpointRouter } from "../http/endpoint-route";
import type { FeatureRoutes } from "../http/types";
import { listFaqEntries } from "./service";

export const helpRoutes: FeatureRoutes = async (app, { db, config, guardOf }) => {
  const route = endpointRouter(app, guardOf);

  route(helpApi.faq, async () => ({
    entries: await listFaqEntries(db, config.productName),
  }));
};
