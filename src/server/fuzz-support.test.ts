import { fuzzRoutes } from "./testing/fuzz-suite";

await fuzzRoutes("support");
