# After the first error of a statement, nothing that only repeats it:
# an access that erred keeps its label quiet; a misspelt qualifier
# leaves its array quiet; a struct that erred, its arrays; a loop whose
# head erred still has its body read, whose own errors are real.
grid 4
block 256
global float a[1024]
shared volatil float tile[256]
struct P { float x; flaot y; }
global P pts[1024]

let tid = blockIdx.x * blockDim.x + threadIdx.x
read a[tid + offs] as load_in
write tile[threadIdx.x] as fill
read pts[tid].x as px
for (k = 0; k < nk; k++) {
    read a[k * 32 + threadIdx.x % 32] as walk
    read b[k] as real_error
}
if tid < lim {
    read a[tid] as guarded
} else {
    read a[0] as other
}
expect load_in.sectors_per_request == 4
expect fill.bank_conflicts == 0
expect px.sectors_per_request == 8
expect walk.sectors_per_request == 4
expect guarded.requests == 32
expect other.requests == 0
