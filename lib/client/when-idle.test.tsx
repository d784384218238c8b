import { whenInteracted } from "./when-idle";

describe("whenInteracted", () => {
  it("runs the task once, at the first press, key or focus, and not before", () => {
    const task = jest.fn();
    whenInteracted(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown"));
    window.dispatchEvent(new Event("pointerdown"));
    document.body.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled (the component went away)", () => {
    const task = jest.fn();
    const cancel = whenInteracted(task);
    cancel();
    window.dispatchEvent(new Event("pointerdown"));
    expect(task).not.toHaveBeenCalled();
  });
});
