import robotsParser from "robots-parser";
import { decodeBody, type FetchLimits, safeFetch } from "../fetch/safe-fetch";

/** The name robots.txt rules are matched against. */
export const ROBOTS_AGENT = "InboxAutopilot";

export interface RobotsRules {
  isAllowed(url: string): boolean;
  sitemaps: string[];
}

/** The site's robots.txt; a site without one (or one that cannot be read) lets every page be read. */
export async function readRobots(origin: string, limits: FetchLimits): Promise<RobotsRules> {
  const address = new URL("/robots.txt", origin).href;
  const fetched = await safeFetch(address, { limits, accept: ["text/plain"] });
  const robots = robotsParser(address, fetched.ok ? decodeBody(fetched) : "");
  return {
    isAllowed: (url) => robots.isAllowed(url, ROBOTS_AGENT) !== false,
    sitemaps: robots.getSitemaps(),
  };
}
