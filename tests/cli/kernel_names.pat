# stable names of a kernel's accesses: a comment's, NAME_KIND_N where its
# line has several, else ARRAY_KIND_N; each a label, the old ARRAY_LINE too
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "kernel_names.cu" tpose (out, in)
expect fetch.sectors_per_request == 4
expect spill_load_1.bank_conflicts == 0
expect t_store_1.bank_conflicts == 0
expect t_8.bank_conflicts == 0
