/** The shape of a legal text: plain data, so the long texts live in their own files and pages stay small. */
export type Block = string | { list: readonly string[] };

export type LegalSubsection = { id: string; title: string; blocks: readonly Block[] };

export type LegalSection = {
  id: string;
  /** The number printed in the body. */
  number: number;
  /** The number printed in the contents tree, when it differs from the body (see terms-content.ts). */
  contentsNumber?: number;
  title: string;
  blocks: readonly Block[];
  subsections?: readonly LegalSubsection[];
};

export type LegalText = { title: string; updated: string; intro: readonly Block[]; sections: readonly LegalSection[] };
