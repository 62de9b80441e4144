import { runPermissionMatrix } from "../testing/permission-matrix";
import { CHAT_ENDPOINTS } from "./matrix-endpoints";

runPermissionMatrix(CHAT_ENDPOINTS);
