/** The brand brief template of spec 000 §2 (/brand-brief), with the company name filled in. */
export const BRAND_BRIEF_SECTIONS = [
  "Vision",
  "Mission",
  "Key Themes",
  "Objectives",
  "Target Audience",
  "Unique Value Proposition",
  "Tone of Voice",
  "Culture",
] as const;

export function brandBriefTemplate(companyName: string): string {
  return `# ${companyName} Brand Brief

## Vision
[Describe the long-term vision of ${companyName}]

## Mission
[What ${companyName} does every day, and for whom]

## Key Themes
[Three to five themes customers should associate with ${companyName}]

## Objectives
[What ${companyName} wants to achieve with its customer communication]

## Target Audience
[Who your customers are: your target market, their needs and expectations]

## Unique Value Proposition
[Why customers choose ${companyName} rather than someone else]

## Tone of Voice
[How ${companyName} speaks: formal or casual, warm or concise, words to use and to avoid]

## Culture
[The values and culture of the ${companyName} team]
`;
}
