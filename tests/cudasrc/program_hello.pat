# hello of program.cu: a store, and a printf, which runs (its arguments
# stored to the stack, a note says what is not counted)
grid 2
block 64
global int out[64]
kernel "program.cu" hello (out)
expect out.sectors_per_request == 4
expect out.requests == 4
expect local.requests == 2
