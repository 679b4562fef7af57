# the 'expect' lines of a kernel pattern are resolved once the kernel is
# compiled, after the parse: a misspelt name has the closest, the first
# unknown one a note of the kernel's names; a figure of another space is
# said at the figure; a 'read' after the 'kernel' line is refused (the
# second run)
arch sm_90
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "kernel_names.cu" tpose (out, in)
expect fetch.sectors_per_request == 4
expect fetc.sectors_per_request == 4
expect spill_load_2.bank_conflicts == 0
expect t_store_1.sectors_per_request == 4
expect bank_conflicts == 0
