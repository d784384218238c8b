import { endpointProblem, isBlockedAddress } from "./endpoint";

describe("push endpoint check", () => {
  it("accepts an https push service", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc")).toBeNull();
    expect(endpointProblem("https://8.8.8.8/push")).toBeNull();
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://localhost/push",
    "https://127.0.0.1/push",
    "https://10.1.2.3/push",
    "https://172.20.0.1/push",
    "https://192.168.1.1/push",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/push",
    "https://[fe80::1]/push",
    "https://[fd00::1]/push",
    "https://[::ffff:10.0.0.1]/push",
    "https://0.0.0.0/push",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(endpointProblem(endpoint)).not.toBeNull();
  });

  it("judges resolved addresses the same way", () => {
    expect(isBlockedAddress("127.0.0.53")).toBe(true);
    expect(isBlockedAddress("142.250.0.1")).toBe(false);
  });
});
