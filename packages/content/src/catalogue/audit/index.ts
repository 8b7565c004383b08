export * from "./audit";
export * from "./figure-search";
export * from "./figures";
export * from "./plain-text";
export * from "./rejected-readings";
export * from "./report";
export * from "./statements";
