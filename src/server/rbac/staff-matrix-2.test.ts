import { runPermissionMatrix, staffMatrixPart } from "../testing/permission-matrix";

/** Part 2 of every declared staff endpoint against every kind of caller (testing/permission-matrix.ts). */
runPermissionMatrix(staffMatrixPart(1));
