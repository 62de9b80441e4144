import { runPermissionMatrix } from "../testing/permission-matrix";
import { SLA_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(SLA_ENDPOINTS);
