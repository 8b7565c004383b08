import { spawn } from "node:child_process";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { requireFreePorts, stopChildren } from "./process-group";

/** A Node process that runs until it is signalled, as a bench's servers do. */
const longRunning = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });

describe("stopChildren", () => {
  it("stops every child still running and resolves once each has exited", async () => {
    const running = [longRunning(), longRunning()];
    await Promise.all(running.map((child) => once(child, "spawn")));
    await stopChildren(running);
    expect(running.map((child) => child.signalCode)).toEqual(["SIGTERM", "SIGTERM"]);
  });

  it("resolves at once for a child that has already exited, without signalling it", async () => {
    const finished = spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
    await once(finished, "exit");
    await stopChildren([finished]);
    expect({ exitCode: finished.exitCode, signalCode: finished.signalCode }).toEqual({
      exitCode: 3,
      signalCode: null,
    });
  });
});

describe("requireFreePorts", () => {
  it("resolves for free ports and refuses a taken one, naming it and what to do", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "0.0.0.0", resolve));
    const taken = (holder.address() as AddressInfo).port;
    try {
      await expect(requireFreePorts([taken], "stop the other run")).rejects.toThrow(
        `Port ${taken} is already in use: stop the other run`,
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(requireFreePorts([taken], "stop the other run")).resolves.toBeUndefined();
  });
});
