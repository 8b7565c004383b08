// The API row's yardstick: a bare `node:http` server answering every request with one captured
// answer (status, headers and body), so the bench compares the API with the cost of sending the
// same bytes from Node and nothing else.
// `node --import tsx scripts/lib/bare-http-server.ts <answer.json> <port>`, the file written by
// `writeCapturedAnswer` (scripts/lib/bench-yardsticks.ts).
import http from "node:http";
import { readCapturedAnswer } from "./bench-yardsticks";

const [file, portText] = process.argv.slice(2);
if (!file || !portText) {
  console.error("Usage: node --import tsx scripts/lib/bare-http-server.ts <answer.json> <port>");
  process.exit(1);
}
const answer = readCapturedAnswer(file);
const headers = answer.headers.flat();

http
  .createServer((_request, response) => {
    response.writeHead(answer.status, headers);
    response.end(answer.body);
  })
  .listen(Number(portText), "127.0.0.1");
