/** The IBP and government ID files a lawyer sends: size and types (no zod here: the forms read it eagerly). */
export const ID_FILE_RULES = { maxMb: 5, extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'] } as const;
