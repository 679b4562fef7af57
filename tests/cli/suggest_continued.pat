# suggest_continued.pat - lines joined by a backslash: the declaration
# and the index are rewritten where they stand (they were refused as
# "declared in another file" and "written elsewhere")
grid 64
block 256
shared float t[32][\
  32]
read t[threadIdx.x % 32][\
  threadIdx.x / 32]
