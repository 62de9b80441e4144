import { describe, expect, it } from "vitest";
import { customerEmailLine, customerLabel, DELETED_CUSTOMER_NAME } from "./customer-label";

describe("customerLabel", () => {
  it("names an account with a name by that name, the e-mail beneath", () => {
    const customer = { name: "Ada Lovelace", email: "ada@example.com" };
    expect(customerLabel(customer)).toBe("Ada Lovelace");
    expect(customerEmailLine(customer)).toBe("ada@example.com");
  });

  it("names an account without a name by its e-mail, once", () => {
    const customer = { name: "", email: "noname@example.com" };
    expect(customerLabel(customer)).toBe("noname@example.com");
    expect(customerEmailLine(customer)).toBeNull();
  });

  it("names a visitor who left only an e-mail by that e-mail, never a blank", () => {
    const customer = { name: "  ", email: "visitor@example.com" };
    expect(customerLabel(customer)).toBe("visitor@example.com");
    expect(customerEmailLine(customer)).toBeNull();
  });

  it("names a visitor who left only a name by it, with no e-mail line", () => {
    const customer = { name: "Vera", email: "" };
    expect(customerLabel(customer)).toBe("Vera");
    expect(customerEmailLine(customer)).toBeNull();
  });

  it("says the customer is gone when nothing of them is left", () => {
    expect(customerLabel(null)).toBe(DELETED_CUSTOMER_NAME);
    expect(customerLabel(undefined)).toBe(DELETED_CUSTOMER_NAME);
    expect(customerLabel({ name: "", email: "" })).toBe(DELETED_CUSTOMER_NAME);
    expect(customerEmailLine(null)).toBeNull();
  });
});
