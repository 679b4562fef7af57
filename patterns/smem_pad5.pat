# smem_pad5.pat - the five-row padding picture, at the real bank count.
#
# What it shows: the textbook picture of padding draws 4 banks and an
# int a[5][4], so that every row starts in bank 0 and five threads reading
# column 0 queue on bank 0, and declares int a[5][5] to skew the rows.
# Real GPUs have 32 banks, and there a[5][4] has no conflict at all: its
# rows start in banks 0, 4, 8, 12, 16. The picture becomes true when the
# row is as wide as the bank count: five threads reading column 0 of
# int a[5][32] hit five words of bank 0, 5 wavefronts; a[5][33] puts them
# in banks 0, 1, 2, 3, 4, one wavefront.
#
# What to change: pad the row to a width that is odd in words (33, not
# 32), so that successive rows start in successive banks.

grid 1
block 5

shared int small[5][4]
shared int wide[5][32]
shared int padded[5][33]

let r = threadIdx.x

read small[r][0] as small_column
read wide[r][0] as wide_column
read padded[r][0] as padded_column

expect small_column.wavefronts_per_request == 1
expect wide_column.wavefronts_per_request == 5
expect wide_column.bank_conflicts_per_request == 4
expect padded_column.wavefronts_per_request == 1
