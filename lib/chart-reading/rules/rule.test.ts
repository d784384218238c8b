import { decide, type Rule } from "./rule";

it("the first rule that holds decides, with its reason", () => {
  const rules: Rule<number, string>[] = [
    { id: "big", when: (n) => n > 10, then: () => "big", reason: (n) => `${n} is over 10` },
    { id: "small", when: () => true, then: () => "small", reason: "anything else" },
  ];
  expect(decide(rules, 12)).toEqual({ value: "big", rule: "big", reason: "12 is over 10" });
  expect(decide(rules, 3)).toEqual({ value: "small", rule: "small", reason: "anything else" });
  expect(() => decide(rules.slice(0, 1), 3)).toThrow(/always holds/);
});
