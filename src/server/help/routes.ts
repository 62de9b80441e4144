import { FaqList } from "../../contract/help";
import type { FeatureRoutes } from "../http/types";
import { listFaqEntries } from "./service";

export const helpRoutes: FeatureRoutes = async (app, { db, config }) => {
  app.get("/api/help/faq", { schema: { response: { 200: FaqList } } }, async () => ({
    entries: await listFaqEntries(db, config.productName),
  }));
};
