export * from "./brand";
export * from "./catalogue";
export * from "./catalogue/schema";
export * from "./cookies";
export * from "./features";
export * from "./games";
