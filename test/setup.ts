// Shared by every test project. Kept empty of globals on purpose: tests import what they use.
export {};
