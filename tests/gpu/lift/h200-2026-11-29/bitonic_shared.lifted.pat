# kernel bitonic_shared of tests/gpu/kernel/corpus/corpus.cu, lifted from its PTX by accessan --emit-pattern, for the launch of tests/gpu/kernel/corpus/bitonic_shared.pat at the values below
# params: N = 1048576
grid 2048, 1, 1
block 512, 1, 1

global float data[1048576]
shared float s[512]

read data[threadIdx.x + 512 * blockIdx.x] as data_load_1
write s[threadIdx.x] as s_store_1
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__2
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__3
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__4
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__2
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__2
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__5
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__6
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__3
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__3
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__7
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__8
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__4
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__4
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__9
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__10
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__5
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__5
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__11
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__12
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__6
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__6
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__13
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__14
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__7
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__7
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__15
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__16
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__8
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__8
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__17
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__18
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__9
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__9
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__19
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__20
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__10
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__10
sync
read s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__21
read s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__22
write s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_store_2__11
write s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_store_3__11
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__23
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__24
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__12
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__12
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__25
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__26
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__13
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__13
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__27
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__28
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__14
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__14
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__29
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__30
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__15
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__15
sync
read s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__31
read s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__32
write s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_store_2__16
write s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_store_3__16
sync
read s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__33
read s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__34
write s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_store_2__17
write s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_store_3__17
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__35
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__36
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__18
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__18
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__37
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__38
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__19
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__19
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__39
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__40
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__20
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__20
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__41
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__42
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__21
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__21
sync
read s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__43
read s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__44
write s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_store_2__22
write s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_store_3__22
sync
read s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__45
read s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__46
write s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_store_2__23
write s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_store_3__23
sync
read s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__47
read s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__48
write s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_store_2__24
write s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_store_3__24
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__49
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__50
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__25
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__25
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__51
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__52
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__26
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__26
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__53
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__54
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__27
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__27
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__55
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__56
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__28
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__28
sync
read s[threadIdx.x] if (threadIdx.x ^ 128) > threadIdx.x as s_load_1__57
read s[((4 * threadIdx.x) ^ 512) / 4] if (threadIdx.x ^ 128) > threadIdx.x as s_load_1__58
write s[threadIdx.x] if (threadIdx.x ^ 128) > threadIdx.x as s_store_2__29
write s[((4 * threadIdx.x) ^ 512) / 4] if (threadIdx.x ^ 128) > threadIdx.x as s_store_3__29
sync
read s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__59
read s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__60
write s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_store_2__30
write s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_store_3__30
sync
read s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__61
read s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__62
write s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_store_2__31
write s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_store_3__31
sync
read s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__63
read s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__64
write s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_store_2__32
write s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_store_3__32
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__65
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__66
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__33
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__33
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__67
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__68
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__34
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__34
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__69
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__70
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__35
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__35
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__71
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__72
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__36
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__36
sync
read s[threadIdx.x] if (threadIdx.x ^ 256) > threadIdx.x as s_load_1__73
read s[threadIdx.x ^ 256] if (threadIdx.x ^ 256) > threadIdx.x as s_load_1__74
write s[threadIdx.x] if (threadIdx.x ^ 256) > threadIdx.x as s_store_2__37
write s[threadIdx.x ^ 256] if (threadIdx.x ^ 256) > threadIdx.x as s_store_3__37
sync
read s[threadIdx.x] if (threadIdx.x ^ 128) > threadIdx.x as s_load_1__75
read s[((4 * threadIdx.x) ^ 512) / 4] if (threadIdx.x ^ 128) > threadIdx.x as s_load_1__76
write s[threadIdx.x] if (threadIdx.x ^ 128) > threadIdx.x as s_store_2__38
write s[((4 * threadIdx.x) ^ 512) / 4] if (threadIdx.x ^ 128) > threadIdx.x as s_store_3__38
sync
read s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__77
read s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_load_1__78
write s[threadIdx.x] if (threadIdx.x ^ 64) > threadIdx.x as s_store_2__39
write s[((4 * threadIdx.x) ^ 256) / 4] if (threadIdx.x ^ 64) > threadIdx.x as s_store_3__39
sync
read s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__79
read s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_load_1__80
write s[threadIdx.x] if (threadIdx.x ^ 32) > threadIdx.x as s_store_2__40
write s[((4 * threadIdx.x) ^ 128) / 4] if (threadIdx.x ^ 32) > threadIdx.x as s_store_3__40
sync
read s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__81
read s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_load_1__82
write s[threadIdx.x] if (threadIdx.x ^ 16) > threadIdx.x as s_store_2__41
write s[((4 * threadIdx.x) ^ 64) / 4] if (threadIdx.x ^ 16) > threadIdx.x as s_store_3__41
sync
read s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__83
read s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_load_1__84
write s[threadIdx.x] if (threadIdx.x ^ 8) > threadIdx.x as s_store_2__42
write s[((4 * threadIdx.x) ^ 32) / 4] if (threadIdx.x ^ 8) > threadIdx.x as s_store_3__42
sync
read s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__85
read s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_load_1__86
write s[threadIdx.x] if (threadIdx.x ^ 4) > threadIdx.x as s_store_2__43
write s[((4 * threadIdx.x) ^ 16) / 4] if (threadIdx.x ^ 4) > threadIdx.x as s_store_3__43
sync
read s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__87
read s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_load_1__88
write s[threadIdx.x] if (threadIdx.x ^ 2) > threadIdx.x as s_store_2__44
write s[((4 * threadIdx.x) ^ 8) / 4] if (threadIdx.x ^ 2) > threadIdx.x as s_store_3__44
sync
read s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__89
read s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_load_1__90
write s[threadIdx.x] if (threadIdx.x ^ 1) > threadIdx.x as s_store_2__45
write s[((4 * threadIdx.x) ^ 4) / 4] if (threadIdx.x ^ 1) > threadIdx.x as s_store_3__45
sync
read s[threadIdx.x] as s_load_2
write data[threadIdx.x + 512 * blockIdx.x] as data_store_1
