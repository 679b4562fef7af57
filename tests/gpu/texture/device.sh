#!/bin/sh
# device.sh - what a GPU machine runs to hold the texture model to the
# texture pipe's counters under --gpu: the generated CUDA fetches each
# access's texels through a texture object (point filtering, integer
# coordinates), one acc_s<N> kernel an access, and CUPTI reads
# l1tex__t_requests_pipe_tex_mem_texture (the model's lane quads) and
# l1tex__t_sectors_pipe_tex_mem_texture (its sector lookups) of each.
#
#   OUT=DIR sh tests/gpu/texture/device.sh      (from the repository root)
#
# It builds the program and the backend, writes the shapes below as
# pattern files into $OUT/shapes, and runs:
#   validate    every shape file and patterns/texture_*.pat, model
#               against counters, each disagreement printed
#               ($OUT/validate.txt)
#   --gpu       each file's table, model beside GPU ($OUT/gpu/*.txt),
#               and the kernels of tests/cudasrc/texture.cu through
#               their texture objects (kernel totals)
# and writes $OUT/hw/texture_*.pat: each shape file with its accesses'
# sector lookups as the GPU counted them in expect lines (their quads in
# comments), to store in tests/hw once read (tests/hw/README).
# Shapes, each one warp's 64 fetches (as tests/gpu/texture/shapes.sh,
# whose 2D ones an H100 and an H200 measured under Nsight Compute):
#   2D  uchar, ushort, float, float2, float4; a row, a column, 16x2, 8x4
#       and 4x8 lane blocks, the diagonal, 2x2 quads, a scatter;
#       aligned and one texel off
#   1D  (tex1Dfetch of linear memory) uchar, ushort, float, float2,
#       float4; lane strides 1, 2, 4, 8 and 32, a reversed row, a
#       scatter; aligned and one texel off
# SHAPES=1d (or 2d) keeps the run to those shape files, with neither
# library pattern nor kernel.
# Needs the CUDA toolkit's headers and a GPU whose counters may be read
# (root, or NVreg_RestrictProfilingToAdminUsers=0).
OUT=${OUT:-/tmp/accessan-texture}
mkdir -p "$OUT/shapes" "$OUT/gpu" "$OUT/hw" || exit 2
export ACCESSAN_GPU_LIB="$PWD/build/libaccessan-gpu.so"
step() { echo "== $*"; }

step device
nvidia-smi --query-gpu=name,driver_version,memory.total \
	--format=csv,noheader
step build
make -j8 all >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }

step "shapes"
for ty in uchar ushort float float2 float4; do
	f="$OUT/shapes/tex2d_$ty.pat"
	{
		echo "# one warp's 64 tex2D fetches of $ty texels, by shape"
		echo "grid 1"
		echo "block 32"
		echo "texture $ty img[1024][1024]"
		echo "let l = threadIdx.x"
		echo "for k in 0 .. 64 {"
		for off in 0 1; do
			for sh in row col b16x2 b8x4 b4x8 diag quad2x2 scatter; do
				case $sh in
				row) dx="l" dy="0" ;;
				col) dx="0" dy="l" ;;
				b16x2) dx="l % 16" dy="l / 16" ;;
				b8x4) dx="l % 8" dy="l / 8" ;;
				b4x8) dx="l % 4" dy="l / 4" ;;
				diag) dx="l" dy="l" ;;
				quad2x2) dx="l / 4 % 4 * 2 + l % 2"
					dy="l / 16 * 2 + l / 2 % 2" ;;
				scatter) dx="(l * 7 + k * 5 + l * l % 11) % 16"
					dy="(l * 3 + k * 7 + l * l % 13) % 16" ;;
				esac
				echo "	read tex2D(img, $off + 64 * (k % 8) + ($dx)," \
				     "$off + 64 * (k / 8) + ($dy)) as ${sh}_$off"
			done
		done
		echo "}"
	} >"$f"
done
for ty in uchar ushort float float2 float4; do
	f="$OUT/shapes/tex1d_$ty.pat"
	{
		echo "# one warp's 64 tex1Dfetch fetches of $ty in linear memory"
		echo "grid 1"
		echo "block 32"
		echo "texture $ty lin[1 << 20]"
		echo "let l = threadIdx.x"
		echo "for k in 0 .. 64 {"
		for off in 0 1; do
			for sh in s1 s2 s4 s8 s32 reverse scatter; do
				case $sh in
				s1) i="l" ;; s2) i="2 * l" ;; s4) i="4 * l" ;;
				s8) i="8 * l" ;; s32) i="32 * l" ;;
				reverse) i="31 - l" ;;
				scatter) i="(l * 97 + k * 31 + l * l % 13) % 2048" ;;
				esac
				echo "	read tex1Dfetch(lin, $off + 4096 * k + ($i))" \
				     "as ${sh}_$off"
			done
		done
		echo "}"
	} >"$f"
done
ls "$OUT/shapes"

step "validate: the model against the texture pipe's counters"
case ${SHAPES:-all} in
1d|2d) files=$(ls "$OUT"/shapes/tex${SHAPES}_*.pat) ;;
*) files="$(ls "$OUT"/shapes/*.pat) patterns/texture_2d.pat
	patterns/texture_walk.pat" ;;
esac
# shellcheck disable=SC2086
timeout 900 ./accessan validate $files >"$OUT/validate.txt" 2>&1
echo "validate exit $?"
grep -E "^validate|disagree|agree|texture requests" "$OUT/validate.txt" |
	head -40

step "--gpu tables"
for f in $files; do
	case $f in *texture_walk.pat) continue ;; esac
	b=$(basename "$f" .pat)
	timeout 300 ./accessan -q --gpu "$f" >"$OUT/gpu/$b.txt" 2>&1
	echo "$b: exit $?"
done
step "a kernel's texture objects (tests/cudasrc/texture.cu)"
[ "${SHAPES:-all}" = all ] &&
for f in tests/cudasrc/texture_walk.pat tests/cudasrc/texture_column.pat \
    tests/cudasrc/texture_edge.pat tests/cudasrc/texture_bytes.pat \
    tests/cudasrc/texture_fetch.pat; do
	b=$(basename "$f" .pat)
	timeout 120 ./accessan -q --gpu "$f" >"$OUT/gpu/$b.txt" 2>&1
	echo "$b: exit $?"
	grep -E "texture|differ" "$OUT/gpu/$b.txt" | head -6
done

step "tests/hw candidates: the GPU's lookups as expect lines"
python3 - "$OUT" <<'PY'
import glob, os, re, sys
out = sys.argv[1]
dev = os.popen("nvidia-smi --query-gpu=name --format=csv,noheader"
               ).read().strip() or "the GPU"
for f in sorted(glob.glob(os.path.join(out, "shapes", "*.pat"))):
    b = os.path.basename(f)[:-4]
    t = os.path.join(out, "gpu", b + ".txt")
    table = open(t).read() if os.path.exists(t) else ""
    got = re.findall(r"^access \d+ \(line \d+\): .* as (\S+)\n"
                     r"    tex requests model +\d+ +GPU +(\S+).*\n"
                     r"    tex sectors +model +\d+ +GPU +(\S+)",
                     table, re.M)
    with open(os.path.join(out, "hw", "texture_%s.pat" % b), "w") as h:
        h.write("# texture_%s.pat - each access's sector lookups as %s\n"
                "# counted them (l1tex__t_sectors_pipe_tex_mem_texture, under\n"
                "# accessan --gpu: tests/gpu/texture/device.sh); its texture requests\n"
                "# (l1tex__t_requests_pipe_tex_mem_texture) in each comment.\n"
                % (b, dev))
        for line in open(f).read().splitlines():
            h.write(line + "\n")
        for label, quads, sectors in got:
            if sectors != "-":
                h.write("expect %s.sectors == %s   # %s requests\n" %
                        (label, sectors, quads))
    print("%s: %d accesses measured" % (b, sum(s != "-" for _, _, s in got)))
PY
echo "logs in $OUT"
