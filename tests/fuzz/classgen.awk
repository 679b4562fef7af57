# tests/fuzz/classgen.awk - random patterns that stress the closed form's
# class counting (src/analysis/classes.c), for tests/classes.sh to run through the
# fast path and through --exhaustive and compare.
#
# usage: awk -v n=N -v seed=S -v dir=DIR -f tests/fuzz/classgen.awk
# writes DIR/g0.pat .. DIR/g{N-1}.pat; the same N and seed give the same
# files.
#
# What it mixes, and why: 1D, 2D and 3D grids and blocks of odd sizes
# (partial warps, partial last blocks), so that the periods and the cuts
# meet at every edge; bounds checks of the form 'if idx < dim' with dim
# below the grid's extent (the cut of a partial last block) and of both
# sides when an index can go negative; predicates on blockIdx, on loop
# counters, on a counter plus threadIdx (cuts of several values), == and
# != (cuts of one value), and on two variables (enumerated); ifs with
# else around loops; range loops with negative starts and odd steps,
# nested; C-form loops whose lanes start apart, and counting down ones
# (enumerated); negative coefficients; offsets; / % >> & of block terms;
# mixed element sizes in global, shared (both bank modes) and constant
# memory; and now and then an index out of bounds, whose first error the
# two runs must agree on.

function r(a, b) { return a + int(rand() * (b - a + 1)) }
function pick(s,   t, k) { k = split(s, t, " "); return t[r(1, k)] }
function min(a, b) { return a < b ? a : b }
function max(a, b) { return a > b ? a : b }
function fdiv(a, b,   q) { q = int(a / b); if (q * b > a) q--; return q }

# a variable in scope: its name and its values
function push(name, lo, hi) { nv++; V[nv] = name; L[nv] = lo; H[nv] = hi }

# EX: a linear form of up to k scope variables plus an offset; MN, MX
# its values
function lin(k,   t, i, c, term) {
	EX = ""; MN = 0; MX = 0
	for (t = 0; t < k; t++) {
		i = r(1, nv)
		c = pick("1 1 1 1 2 3 4 8 16 32 33 7 -1 -2 -32 0 64 100")
		term = c < 0 ? "(" c ")" : c
		EX = EX (EX == "" ? "" : " + ") V[i] " * " term
		if (c >= 0) { MN += c * L[i]; MX += c * H[i] }
		else { MN += c * H[i]; MX += c * L[i] }
	}
	off = r(0, 9)
	if (MN < 0 && rand() < 0.85)
		off -= MN
	EX = "(" (EX == "" ? "0" : EX) " + " off ")"
	MN += off; MX += off
}

# a condition: CD
function cond(   u, i, c) {
	u = rand()
	i = r(1, nv)
	if (u < 0.35) {
		c = r(L[i] - 1, H[i] + 1)
		CD = V[i] " " pick("< <= > >= == !=") " " c
	} else if (u < 0.6) {
		lin(r(1, 2))
		CD = EX " " pick("< < <= >= >") " " r(MN, MX + 1)
	} else if (u < 0.8) {
		c = r(L[i], H[i])
		CD = V[i] " < " c " && " V[r(1, nv)] " >= " r(0, 3)
	} else if (u < 0.9) {
		CD = "threadIdx.x " pick("< >= ==") " " r(0, BX)
	} else {
		CD = V[i] " < " V[r(1, nv)] " + " r(0, 5)
	}
}

# an access: into BODY, its array into DECL
function access(ind,   nd, d, idx, dims, pred, sp, t, tn, ts, bytes, u) {
	na++
	nd = rand() < 0.3 ? 2 : 1
	pred = ""
	t = r(1, 8)
	tn = TN[t]; ts = TS[t]
	dims = ""; idx = ""
	bytes = ts
	for (d = 0; d < nd; d++) {
		lin(r(1, 3))
		u = rand()
		if (u < 0.1) { EX = EX " / " (c = pick("2 4 32")); MN = int(MN / c); MX = int(MX / c) }
		else if (u < 0.16) { EX = EX " >> 1"; MN = fdiv(MN, 2); MX = fdiv(MX, 2) }
		else if (u < 0.2 && MN >= 0) { EX = EX " % 64"; MX = min(MX, 63) }
		else if (u < 0.24) { EX = EX " & 127"; MN = 0; MX = min(max(MX, 0), 127); if (MN > MX) MX = 127 }
		size = MX + 1 + r(0, 20)
		if (rand() < 0.35) {
			# a bounds check: the array ends before the index does
			size = r(max(1, int((MX + 1) / 2)), MX + 1)
			pred = pred (pred == "" ? "" : " && ") EX " < " size
			if (MN < 0)
				pred = pred " && " EX " >= 0"
		} else if (MN < 0 && rand() < 0.9) {
			pred = pred (pred == "" ? "" : " && ") EX " >= 0"
		}
		if (rand() < 0.03)
			size = max(1, size - r(1, 6))   # now and then out of bounds
		if (size < 1) size = 1
		if (size > 4000000) size = 4000000
		dims = dims "[" size "]"
		idx = idx "[" EX "]"
		bytes *= size
	}
	if (pred == "" && rand() < 0.3) {
		cond(); pred = CD
	}
	u = rand()
	sp = u < 0.55 ? "global" : u < 0.85 ? "shared" : "constant"
	if (sp == "shared" && shared + bytes > 40000) sp = "global"
	if (sp == "constant" && constant + bytes > 60000) sp = "global"
	if (sp == "shared") shared += bytes
	if (sp == "constant") constant += bytes
	DECL = DECL sprintf("%s %s a%d%s\n", sp, tn, na, dims)
	BODY = BODY sprintf("%s%s a%d%s%s\n", ind,
	                    sp != "constant" && rand() < 0.4 ? "write" : "read",
	                    na, idx, pred == "" ? "" : " if " pred)
}

function loop(ind, depth,   a, b, s, k, L0, hi, u, keep) {
	nk++
	k = "k" nk
	keep = nv
	a = r(-4, 6); b = a + r(0, depth > 0 ? 12 : 40); s = pick("1 1 2 3 4 5 8")
	u = rand()
	if (u < 0.6) {
		BODY = BODY sprintf("%sfor %s in %d .. %d step %d {\n", ind, k, a, b, s)
		hi = b > a ? a + int((b - a - 1) / s) * s : a
		push(k, a, hi)
	} else if (u < 0.9) {
		L0 = pick("32 16 8 1 4 64")
		BODY = BODY sprintf("%sfor (%s = threadIdx.x %% %d + %d; %s < %d; %s += %d) {\n",
		                    ind, k, L0, a, k, b + L0 - 1, k, s)
		push(k, a, max(a, b + L0 - 2))
	} else {
		BODY = BODY sprintf("%sfor (%s = %d; %s > %d; %s -= %d) {\n", ind, k, b, k, a, k, s)
		push(k, a + 1, max(a + 1, b))
	}
	items(ind "  ", depth + 1, r(1, 2))
	BODY = BODY ind "}\n"
	nv = keep
}

function ifstmt(ind, depth) {
	cond()
	BODY = BODY ind "if " CD " {\n"
	items(ind "  ", depth + 1, r(1, 2))
	if (rand() < 0.4) {
		BODY = BODY ind "} else {\n"
		items(ind "  ", depth + 1, 1)
	}
	BODY = BODY ind "}\n"
}

function items(ind, depth, k,   i, u) {
	for (i = 0; i < k; i++) {
		u = rand()
		if (depth < 2 && u < 0.3) loop(ind, depth)
		else if (depth < 2 && u < 0.42) ifstmt(ind, depth)
		else access(ind)
	}
}

BEGIN {
	srand(seed)
	split("char short int float double float2 float4 int2", TN, " ")
	split("1 2 4 4 8 8 16 8", TS, " ")
	for (p = 0; p < n; p++) {
		f = dir "/g" p ".pat"
		GX = r(1, 40); GY = rand() < 0.4 ? r(1, 6) : 1; GZ = rand() < 0.15 ? r(1, 3) : 1
		BX = pick("32 64 16 8 48 96 128 33 100 256 7")
		BY = rand() < 0.3 ? pick("2 3 4") : 1
		BZ = rand() < 0.1 ? 2 : 1
		while (GX * GY * GZ * BX * BY * BZ > 60000 && GX > 1) GX = int(GX / 2)
		nv = 0; na = 0; nk = 0; shared = 0; constant = 0
		DECL = ""; BODY = ""
		push("threadIdx.x", 0, BX - 1)
		push("blockIdx.x", 0, GX - 1)
		if (GY > 1) push("blockIdx.y", 0, GY - 1)
		if (BY > 1) push("threadIdx.y", 0, BY - 1)
		if (GZ > 1) push("blockIdx.z", 0, GZ - 1)
		LETS = sprintf("let x = blockIdx.x * %d + threadIdx.x\n", BX)
		push("x", 0, GX * BX - 1)
		if (GY > 1 || BY > 1) {
			LETS = LETS sprintf("let y = blockIdx.y * %d + threadIdx.y\n", BY)
			push("y", 0, GY * BY - 1)
		}
		if (rand() < 0.3) {
			LETS = LETS sprintf("let xr = %d - x\n", GX * BX - 1)
			push("xr", 0, GX * BX - 1)
		}
		items("", 0, r(1, 4))
		printf "grid %d, %d, %d\nblock %d, %d, %d\n", GX, GY, GZ, BX, BY, BZ > f
		if (rand() < 0.2) printf "arch sm_35\nbankmode 8\n" > f
		printf "%s%s%s", DECL, LETS, BODY > f
		close(f)
	}
}
