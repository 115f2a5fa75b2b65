// The child process that creates or migrates the embedded database, then exits (embedded-database.ts): TypeScript is
// loaded through tsx from the sources; in the server's build this file is compiled and tsx is not used.
import { register } from "tsx/esm/api";

register();
const { prepareEmbeddedDatabaseHere } = await import("./embedded-database.ts");
await prepareEmbeddedDatabaseHere(process.argv[2]);
process.exit(0);
