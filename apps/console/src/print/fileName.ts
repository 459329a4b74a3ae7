/** A template's name as a file name: the characters Windows refuses become _, an empty one 标签. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_') || '标签';
