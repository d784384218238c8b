import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Example({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="login" onValueChange={onValueChange}>
      <TabsList>
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
        <TabsTrigger value="help">Help</TabsTrigger>
      </TabsList>
      <TabsContent value="login">Login form</TabsContent>
      <TabsContent value="register">Register form</TabsContent>
      <TabsContent value="help">Help text</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("shows the default tab's panel, labelled by its tab, and only that panel", () => {
    render(<Example />);
    const panel = screen.getByRole("tabpanel", { name: "Login" });
    expect(panel).toHaveTextContent("Login form");
    expect(screen.queryByText("Register form")).toBeNull();
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Register" })).toHaveAttribute("tabindex", "-1");
  });

  it("selects a tab on click and reports the change", async () => {
    const changes: string[] = [];
    render(<Example onValueChange={(v) => changes.push(v)} />);
    await userEvent.click(screen.getByRole("tab", { name: "Register" }));
    expect(screen.getByRole("tabpanel", { name: "Register" })).toHaveTextContent("Register form");
    expect(changes).toEqual(["register"]);
  });

  it("moves and selects with the arrow keys, wrapping, and Home / End", async () => {
    render(<Example />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Login" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Register" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Help" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tabpanel", { name: "Help" })).toBeInTheDocument();
  });
});
