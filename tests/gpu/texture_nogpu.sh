#!/bin/sh
# texture_nogpu.sh - textures through the GPU wing without a GPU (run by
# 'make gpu-check'): the generated CUDA fetches a texture pattern's
# textures through texture objects (--emit-cuda), and with the fake
# driver of tests/gpu accessan --gpu makes their objects, launches every
# kernel and sets the texture pipe's rows beside the model's (its
# requests the lane quads, its sectors the lookups: the model's JSON),
# for a pattern's tex2D and tex1Dfetch and a kernel's texture objects;
# an allocation that fails is exit 3, named.
#   sh texture_nogpu.sh ACCESSAN FAKECUDA_SO FAKECUPTI_SO
# ACCESSAN_GPU_LIB names the backend (unset or missing: --emit-cuda only).
A=$1
FAKE=$2
FAKECUPTI=$3
T=${TMPDIR:-/tmp}/texture_nogpu.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
fails=0
# check NAME STATUS TEXT CMD...: the exit status, TEXT in the output
check() {
	name=$1 want=$2 text=$3
	shift 3
	"$@" >"$T/out" 2>&1
	rc=$?
	if [ "$rc" != "$want" ] || ! grep -q -- "$text" "$T/out"; then
		echo "FAIL texture $name: exit $rc (want $want), '$text' not in:"
		head -20 "$T/out"
		fails=$((fails + 1))
	else
		echo "ok   texture $name: exit $rc"
	fi
}
cat >"$T/lin.pat" <<'PAT'
grid 8
block 64
texture float lin[1024]
global float out[512]
let i = blockIdx.x * blockDim.x + threadIdx.x
read tex1Dfetch(lin, i * 2) as fetch
write out[i] as store
PAT
check "--emit-cuda 2D" 0 "tex.2d.v4.f32.f32" \
	"$A" --emit-cuda patterns/texture_2d.pat
check "--emit-cuda 1D" 0 "tex.1d.v4.f32.s32" "$A" --emit-cuda "$T/lin.pat"
if [ -z "$ACCESSAN_GPU_LIB" ] || [ ! -f "$ACCESSAN_GPU_LIB" ] ||
   [ ! -f "$FAKE" ] || [ ! -f "$FAKECUPTI" ]; then
	echo "skip texture --gpu with the fake driver: no backend built"
	[ $fails -eq 0 ]
	exit
fi
export ACCESSAN_CUDA_LIB="$FAKE" ACCESSAN_CUPTI_LIB="$FAKECUPTI"
# rows WANT TABLE: each texture access's model rows are its JSON's quads
# and sectors
rows() {
	python3 - "$1" "$2" <<'PY'
import json, re, sys
acc = json.load(open(sys.argv[1]))["accesses"]
table = open(sys.argv[2]).read()
bad = 0
for a in acc:
    if "texture" not in a:
        continue
    block = table[table.index("(line %d)" % a["line"]):]
    for name, v in (("tex requests", a["texture"]["quads"]),
                    ("tex sectors", a["sectors"])):
        m = re.search(r"^    %s +model +(\d+)" % name, block, re.M)
        if m is None or int(m.group(1)) != v:
            print("  line %d %s: table %s, model %d" %
                  (a["line"], name, m.group(1) if m else "missing", v))
            bad = 1
sys.exit(bad)
PY
}
for f in patterns/texture_2d.pat "$T/lin.pat"; do
	check "--gpu $(basename "$f")" 0 "tex requests model" "$A" --gpu "$f"
	"$A" --format json "$f" >"$T/json" 2>/dev/null
	"$A" --gpu "$f" >"$T/table" 2>&1
	if rows "$T/json" "$T/table"; then
		echo "ok   texture --gpu $(basename "$f"): the texture rows are" \
		     "the model's quads and lookups"
	else
		echo "FAIL texture --gpu $(basename "$f"): texture rows"
		fails=$((fails + 1))
	fi
done
check "--gpu, out of memory" 3 "OUT_OF_MEMORY" \
	env FAKECUDA_OOM=1 "$A" -q --gpu patterns/texture_2d.pat
# a kernel's texture object, bound to a pattern's texture
check "--gpu kernel" 0 "texture requests *1024" \
	"$A" -q --gpu tests/cudasrc/texture_walk.pat
echo "texture_nogpu: $fails failed"
[ $fails -eq 0 ]
