# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
# nodes: 0 r1, 1 r2, 2 src_reno.0, 3 dst_reno.0, 4 src_reno.1, 5 dst_reno.1, 6 src_reno.2, 7 dst_reno.2, 8 src_reno.3, 9 dst_reno.3, 10 src_reno.4, 11 dst_reno.4, 12 src_reno.5, 13 dst_reno.5, 14 src_reno.6, 15 dst_reno.6, 16 src_reno.7, 17 dst_reno.7, 18 src_reno.8, 19 dst_reno.8, 20 src_reno.9, 21 dst_reno.9, 22 src_reno.10, 23 dst_reno.10, 24 src_reno.11, 25 dst_reno.11, 26 src_reno.12, 27 dst_reno.12, 28 src_reno.13, 29 dst_reno.13, 30 src_reno.14, 31 dst_reno.14, 32 src_reno.15, 33 dst_reno.15, 34 src_reno.16, 35 dst_reno.16, 36 src_reno.17, 37 dst_reno.17, 38 src_reno.18, 39 dst_reno.18, 40 src_reno.19, 41 dst_reno.19, 42 src_reno.20, 43 dst_reno.20, 44 src_reno.21, 45 dst_reno.21, 46 src_reno.22, 47 dst_reno.22, 48 src_reno.23, 49 dst_reno.23, 50 src_reno.24, 51 dst_reno.24, 52 src_reno.25, 53 dst_reno.25, 54 src_reno.26, 55 dst_reno.26, 56 src_reno.27, 57 dst_reno.27, 58 src_reno.28, 59 dst_reno.28, 60 src_reno.29, 61 dst_reno.29, 62 src_reno.30, 63 dst_reno.30, 64 src_reno.31, 65 dst_reno.31, 66 src_reno.32, 67 dst_reno.32, 68 src_reno.33, 69 dst_reno.33, 70 src_reno.34, 71 dst_reno.34, 72 src_reno.35, 73 dst_reno.35, 74 src_reno.36, 75 dst_reno.36, 76 src_reno.37, 77 dst_reno.37, 78 src_reno.38, 79 dst_reno.38, 80 src_reno.39, 81 dst_reno.39, 82 src_reno.40, 83 dst_reno.40, 84 src_reno.41, 85 dst_reno.41, 86 src_reno.42, 87 dst_reno.42, 88 src_reno.43, 89 dst_reno.43, 90 src_reno.44, 91 dst_reno.44, 92 src_reno.45, 93 dst_reno.45, 94 src_reno.46, 95 dst_reno.46, 96 src_reno.47, 97 dst_reno.47, 98 src_reno.48, 99 dst_reno.48, 100 src_reno.49, 101 dst_reno.49
for {set i 0} {$i < 102} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
$ns simplex-link $n(0) $n(1) 4000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(1) 25
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
# link 1: bottleneck_reverse
$ns simplex-link $n(1) $n(0) 4000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(0) 25
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_reno.0
$ns simplex-link $n(2) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_reno.0_reverse
$ns simplex-link $n(0) $n(2) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_reno.0
$ns simplex-link $n(1) $n(3) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_reno.0_reverse
$ns simplex-link $n(3) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_reno.1
$ns simplex-link $n(4) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_reno.1_reverse
$ns simplex-link $n(0) $n(4) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_reno.1
$ns simplex-link $n(1) $n(5) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_reno.1_reverse
$ns simplex-link $n(5) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# link 10: access_src_reno.2
$ns simplex-link $n(6) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(6) $n(0) 1000
set fmon(10) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(6) $n(0)] $fmon(10)
set qint(10) [new Integrator]
$fmon(10) set-pkts-integrator $qint(10)
# link 11: access_src_reno.2_reverse
$ns simplex-link $n(0) $n(6) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(6) 1000
set fmon(11) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(6)] $fmon(11)
set qint(11) [new Integrator]
$fmon(11) set-pkts-integrator $qint(11)
# link 12: access_dst_reno.2
$ns simplex-link $n(1) $n(7) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(7) 1000
set fmon(12) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(7)] $fmon(12)
set qint(12) [new Integrator]
$fmon(12) set-pkts-integrator $qint(12)
# link 13: access_dst_reno.2_reverse
$ns simplex-link $n(7) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(7) $n(1) 1000
set fmon(13) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(7) $n(1)] $fmon(13)
set qint(13) [new Integrator]
$fmon(13) set-pkts-integrator $qint(13)
# link 14: access_src_reno.3
$ns simplex-link $n(8) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(8) $n(0) 1000
set fmon(14) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(8) $n(0)] $fmon(14)
set qint(14) [new Integrator]
$fmon(14) set-pkts-integrator $qint(14)
# link 15: access_src_reno.3_reverse
$ns simplex-link $n(0) $n(8) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(8) 1000
set fmon(15) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(8)] $fmon(15)
set qint(15) [new Integrator]
$fmon(15) set-pkts-integrator $qint(15)
# link 16: access_dst_reno.3
$ns simplex-link $n(1) $n(9) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(9) 1000
set fmon(16) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(9)] $fmon(16)
set qint(16) [new Integrator]
$fmon(16) set-pkts-integrator $qint(16)
# link 17: access_dst_reno.3_reverse
$ns simplex-link $n(9) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(9) $n(1) 1000
set fmon(17) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(9) $n(1)] $fmon(17)
set qint(17) [new Integrator]
$fmon(17) set-pkts-integrator $qint(17)
# link 18: access_src_reno.4
$ns simplex-link $n(10) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(10) $n(0) 1000
set fmon(18) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(10) $n(0)] $fmon(18)
set qint(18) [new Integrator]
$fmon(18) set-pkts-integrator $qint(18)
# link 19: access_src_reno.4_reverse
$ns simplex-link $n(0) $n(10) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(10) 1000
set fmon(19) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(10)] $fmon(19)
set qint(19) [new Integrator]
$fmon(19) set-pkts-integrator $qint(19)
# link 20: access_dst_reno.4
$ns simplex-link $n(1) $n(11) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(11) 1000
set fmon(20) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(11)] $fmon(20)
set qint(20) [new Integrator]
$fmon(20) set-pkts-integrator $qint(20)
# link 21: access_dst_reno.4_reverse
$ns simplex-link $n(11) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(11) $n(1) 1000
set fmon(21) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(11) $n(1)] $fmon(21)
set qint(21) [new Integrator]
$fmon(21) set-pkts-integrator $qint(21)
# link 22: access_src_reno.5
$ns simplex-link $n(12) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(12) $n(0) 1000
set fmon(22) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(12) $n(0)] $fmon(22)
set qint(22) [new Integrator]
$fmon(22) set-pkts-integrator $qint(22)
# link 23: access_src_reno.5_reverse
$ns simplex-link $n(0) $n(12) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(12) 1000
set fmon(23) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(12)] $fmon(23)
set qint(23) [new Integrator]
$fmon(23) set-pkts-integrator $qint(23)
# link 24: access_dst_reno.5
$ns simplex-link $n(1) $n(13) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(13) 1000
set fmon(24) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(13)] $fmon(24)
set qint(24) [new Integrator]
$fmon(24) set-pkts-integrator $qint(24)
# link 25: access_dst_reno.5_reverse
$ns simplex-link $n(13) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(13) $n(1) 1000
set fmon(25) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(13) $n(1)] $fmon(25)
set qint(25) [new Integrator]
$fmon(25) set-pkts-integrator $qint(25)
# link 26: access_src_reno.6
$ns simplex-link $n(14) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(14) $n(0) 1000
set fmon(26) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(14) $n(0)] $fmon(26)
set qint(26) [new Integrator]
$fmon(26) set-pkts-integrator $qint(26)
# link 27: access_src_reno.6_reverse
$ns simplex-link $n(0) $n(14) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(14) 1000
set fmon(27) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(14)] $fmon(27)
set qint(27) [new Integrator]
$fmon(27) set-pkts-integrator $qint(27)
# link 28: access_dst_reno.6
$ns simplex-link $n(1) $n(15) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(15) 1000
set fmon(28) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(15)] $fmon(28)
set qint(28) [new Integrator]
$fmon(28) set-pkts-integrator $qint(28)
# link 29: access_dst_reno.6_reverse
$ns simplex-link $n(15) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(15) $n(1) 1000
set fmon(29) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(15) $n(1)] $fmon(29)
set qint(29) [new Integrator]
$fmon(29) set-pkts-integrator $qint(29)
# link 30: access_src_reno.7
$ns simplex-link $n(16) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(16) $n(0) 1000
set fmon(30) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(16) $n(0)] $fmon(30)
set qint(30) [new Integrator]
$fmon(30) set-pkts-integrator $qint(30)
# link 31: access_src_reno.7_reverse
$ns simplex-link $n(0) $n(16) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(16) 1000
set fmon(31) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(16)] $fmon(31)
set qint(31) [new Integrator]
$fmon(31) set-pkts-integrator $qint(31)
# link 32: access_dst_reno.7
$ns simplex-link $n(1) $n(17) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(17) 1000
set fmon(32) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(17)] $fmon(32)
set qint(32) [new Integrator]
$fmon(32) set-pkts-integrator $qint(32)
# link 33: access_dst_reno.7_reverse
$ns simplex-link $n(17) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(17) $n(1) 1000
set fmon(33) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(17) $n(1)] $fmon(33)
set qint(33) [new Integrator]
$fmon(33) set-pkts-integrator $qint(33)
# link 34: access_src_reno.8
$ns simplex-link $n(18) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(18) $n(0) 1000
set fmon(34) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(18) $n(0)] $fmon(34)
set qint(34) [new Integrator]
$fmon(34) set-pkts-integrator $qint(34)
# link 35: access_src_reno.8_reverse
$ns simplex-link $n(0) $n(18) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(18) 1000
set fmon(35) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(18)] $fmon(35)
set qint(35) [new Integrator]
$fmon(35) set-pkts-integrator $qint(35)
# link 36: access_dst_reno.8
$ns simplex-link $n(1) $n(19) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(19) 1000
set fmon(36) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(19)] $fmon(36)
set qint(36) [new Integrator]
$fmon(36) set-pkts-integrator $qint(36)
# link 37: access_dst_reno.8_reverse
$ns simplex-link $n(19) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(19) $n(1) 1000
set fmon(37) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(19) $n(1)] $fmon(37)
set qint(37) [new Integrator]
$fmon(37) set-pkts-integrator $qint(37)
# link 38: access_src_reno.9
$ns simplex-link $n(20) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(20) $n(0) 1000
set fmon(38) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(20) $n(0)] $fmon(38)
set qint(38) [new Integrator]
$fmon(38) set-pkts-integrator $qint(38)
# link 39: access_src_reno.9_reverse
$ns simplex-link $n(0) $n(20) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(20) 1000
set fmon(39) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(20)] $fmon(39)
set qint(39) [new Integrator]
$fmon(39) set-pkts-integrator $qint(39)
# link 40: access_dst_reno.9
$ns simplex-link $n(1) $n(21) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(21) 1000
set fmon(40) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(21)] $fmon(40)
set qint(40) [new Integrator]
$fmon(40) set-pkts-integrator $qint(40)
# link 41: access_dst_reno.9_reverse
$ns simplex-link $n(21) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(21) $n(1) 1000
set fmon(41) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(21) $n(1)] $fmon(41)
set qint(41) [new Integrator]
$fmon(41) set-pkts-integrator $qint(41)
# link 42: access_src_reno.10
$ns simplex-link $n(22) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(22) $n(0) 1000
set fmon(42) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(22) $n(0)] $fmon(42)
set qint(42) [new Integrator]
$fmon(42) set-pkts-integrator $qint(42)
# link 43: access_src_reno.10_reverse
$ns simplex-link $n(0) $n(22) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(22) 1000
set fmon(43) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(22)] $fmon(43)
set qint(43) [new Integrator]
$fmon(43) set-pkts-integrator $qint(43)
# link 44: access_dst_reno.10
$ns simplex-link $n(1) $n(23) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(23) 1000
set fmon(44) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(23)] $fmon(44)
set qint(44) [new Integrator]
$fmon(44) set-pkts-integrator $qint(44)
# link 45: access_dst_reno.10_reverse
$ns simplex-link $n(23) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(23) $n(1) 1000
set fmon(45) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(23) $n(1)] $fmon(45)
set qint(45) [new Integrator]
$fmon(45) set-pkts-integrator $qint(45)
# link 46: access_src_reno.11
$ns simplex-link $n(24) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(24) $n(0) 1000
set fmon(46) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(24) $n(0)] $fmon(46)
set qint(46) [new Integrator]
$fmon(46) set-pkts-integrator $qint(46)
# link 47: access_src_reno.11_reverse
$ns simplex-link $n(0) $n(24) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(24) 1000
set fmon(47) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(24)] $fmon(47)
set qint(47) [new Integrator]
$fmon(47) set-pkts-integrator $qint(47)
# link 48: access_dst_reno.11
$ns simplex-link $n(1) $n(25) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(25) 1000
set fmon(48) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(25)] $fmon(48)
set qint(48) [new Integrator]
$fmon(48) set-pkts-integrator $qint(48)
# link 49: access_dst_reno.11_reverse
$ns simplex-link $n(25) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(25) $n(1) 1000
set fmon(49) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(25) $n(1)] $fmon(49)
set qint(49) [new Integrator]
$fmon(49) set-pkts-integrator $qint(49)
# link 50: access_src_reno.12
$ns simplex-link $n(26) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(26) $n(0) 1000
set fmon(50) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(26) $n(0)] $fmon(50)
set qint(50) [new Integrator]
$fmon(50) set-pkts-integrator $qint(50)
# link 51: access_src_reno.12_reverse
$ns simplex-link $n(0) $n(26) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(26) 1000
set fmon(51) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(26)] $fmon(51)
set qint(51) [new Integrator]
$fmon(51) set-pkts-integrator $qint(51)
# link 52: access_dst_reno.12
$ns simplex-link $n(1) $n(27) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(27) 1000
set fmon(52) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(27)] $fmon(52)
set qint(52) [new Integrator]
$fmon(52) set-pkts-integrator $qint(52)
# link 53: access_dst_reno.12_reverse
$ns simplex-link $n(27) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(27) $n(1) 1000
set fmon(53) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(27) $n(1)] $fmon(53)
set qint(53) [new Integrator]
$fmon(53) set-pkts-integrator $qint(53)
# link 54: access_src_reno.13
$ns simplex-link $n(28) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(28) $n(0) 1000
set fmon(54) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(28) $n(0)] $fmon(54)
set qint(54) [new Integrator]
$fmon(54) set-pkts-integrator $qint(54)
# link 55: access_src_reno.13_reverse
$ns simplex-link $n(0) $n(28) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(28) 1000
set fmon(55) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(28)] $fmon(55)
set qint(55) [new Integrator]
$fmon(55) set-pkts-integrator $qint(55)
# link 56: access_dst_reno.13
$ns simplex-link $n(1) $n(29) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(29) 1000
set fmon(56) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(29)] $fmon(56)
set qint(56) [new Integrator]
$fmon(56) set-pkts-integrator $qint(56)
# link 57: access_dst_reno.13_reverse
$ns simplex-link $n(29) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(29) $n(1) 1000
set fmon(57) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(29) $n(1)] $fmon(57)
set qint(57) [new Integrator]
$fmon(57) set-pkts-integrator $qint(57)
# link 58: access_src_reno.14
$ns simplex-link $n(30) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(30) $n(0) 1000
set fmon(58) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(30) $n(0)] $fmon(58)
set qint(58) [new Integrator]
$fmon(58) set-pkts-integrator $qint(58)
# link 59: access_src_reno.14_reverse
$ns simplex-link $n(0) $n(30) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(30) 1000
set fmon(59) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(30)] $fmon(59)
set qint(59) [new Integrator]
$fmon(59) set-pkts-integrator $qint(59)
# link 60: access_dst_reno.14
$ns simplex-link $n(1) $n(31) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(31) 1000
set fmon(60) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(31)] $fmon(60)
set qint(60) [new Integrator]
$fmon(60) set-pkts-integrator $qint(60)
# link 61: access_dst_reno.14_reverse
$ns simplex-link $n(31) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(31) $n(1) 1000
set fmon(61) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(31) $n(1)] $fmon(61)
set qint(61) [new Integrator]
$fmon(61) set-pkts-integrator $qint(61)
# link 62: access_src_reno.15
$ns simplex-link $n(32) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(32) $n(0) 1000
set fmon(62) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(32) $n(0)] $fmon(62)
set qint(62) [new Integrator]
$fmon(62) set-pkts-integrator $qint(62)
# link 63: access_src_reno.15_reverse
$ns simplex-link $n(0) $n(32) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(32) 1000
set fmon(63) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(32)] $fmon(63)
set qint(63) [new Integrator]
$fmon(63) set-pkts-integrator $qint(63)
# link 64: access_dst_reno.15
$ns simplex-link $n(1) $n(33) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(33) 1000
set fmon(64) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(33)] $fmon(64)
set qint(64) [new Integrator]
$fmon(64) set-pkts-integrator $qint(64)
# link 65: access_dst_reno.15_reverse
$ns simplex-link $n(33) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(33) $n(1) 1000
set fmon(65) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(33) $n(1)] $fmon(65)
set qint(65) [new Integrator]
$fmon(65) set-pkts-integrator $qint(65)
# link 66: access_src_reno.16
$ns simplex-link $n(34) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(34) $n(0) 1000
set fmon(66) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(34) $n(0)] $fmon(66)
set qint(66) [new Integrator]
$fmon(66) set-pkts-integrator $qint(66)
# link 67: access_src_reno.16_reverse
$ns simplex-link $n(0) $n(34) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(34) 1000
set fmon(67) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(34)] $fmon(67)
set qint(67) [new Integrator]
$fmon(67) set-pkts-integrator $qint(67)
# link 68: access_dst_reno.16
$ns simplex-link $n(1) $n(35) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(35) 1000
set fmon(68) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(35)] $fmon(68)
set qint(68) [new Integrator]
$fmon(68) set-pkts-integrator $qint(68)
# link 69: access_dst_reno.16_reverse
$ns simplex-link $n(35) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(35) $n(1) 1000
set fmon(69) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(35) $n(1)] $fmon(69)
set qint(69) [new Integrator]
$fmon(69) set-pkts-integrator $qint(69)
# link 70: access_src_reno.17
$ns simplex-link $n(36) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(36) $n(0) 1000
set fmon(70) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(36) $n(0)] $fmon(70)
set qint(70) [new Integrator]
$fmon(70) set-pkts-integrator $qint(70)
# link 71: access_src_reno.17_reverse
$ns simplex-link $n(0) $n(36) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(36) 1000
set fmon(71) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(36)] $fmon(71)
set qint(71) [new Integrator]
$fmon(71) set-pkts-integrator $qint(71)
# link 72: access_dst_reno.17
$ns simplex-link $n(1) $n(37) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(37) 1000
set fmon(72) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(37)] $fmon(72)
set qint(72) [new Integrator]
$fmon(72) set-pkts-integrator $qint(72)
# link 73: access_dst_reno.17_reverse
$ns simplex-link $n(37) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(37) $n(1) 1000
set fmon(73) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(37) $n(1)] $fmon(73)
set qint(73) [new Integrator]
$fmon(73) set-pkts-integrator $qint(73)
# link 74: access_src_reno.18
$ns simplex-link $n(38) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(38) $n(0) 1000
set fmon(74) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(38) $n(0)] $fmon(74)
set qint(74) [new Integrator]
$fmon(74) set-pkts-integrator $qint(74)
# link 75: access_src_reno.18_reverse
$ns simplex-link $n(0) $n(38) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(38) 1000
set fmon(75) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(38)] $fmon(75)
set qint(75) [new Integrator]
$fmon(75) set-pkts-integrator $qint(75)
# link 76: access_dst_reno.18
$ns simplex-link $n(1) $n(39) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(39) 1000
set fmon(76) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(39)] $fmon(76)
set qint(76) [new Integrator]
$fmon(76) set-pkts-integrator $qint(76)
# link 77: access_dst_reno.18_reverse
$ns simplex-link $n(39) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(39) $n(1) 1000
set fmon(77) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(39) $n(1)] $fmon(77)
set qint(77) [new Integrator]
$fmon(77) set-pkts-integrator $qint(77)
# link 78: access_src_reno.19
$ns simplex-link $n(40) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(40) $n(0) 1000
set fmon(78) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(40) $n(0)] $fmon(78)
set qint(78) [new Integrator]
$fmon(78) set-pkts-integrator $qint(78)
# link 79: access_src_reno.19_reverse
$ns simplex-link $n(0) $n(40) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(40) 1000
set fmon(79) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(40)] $fmon(79)
set qint(79) [new Integrator]
$fmon(79) set-pkts-integrator $qint(79)
# link 80: access_dst_reno.19
$ns simplex-link $n(1) $n(41) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(41) 1000
set fmon(80) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(41)] $fmon(80)
set qint(80) [new Integrator]
$fmon(80) set-pkts-integrator $qint(80)
# link 81: access_dst_reno.19_reverse
$ns simplex-link $n(41) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(41) $n(1) 1000
set fmon(81) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(41) $n(1)] $fmon(81)
set qint(81) [new Integrator]
$fmon(81) set-pkts-integrator $qint(81)
# link 82: access_src_reno.20
$ns simplex-link $n(42) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(42) $n(0) 1000
set fmon(82) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(42) $n(0)] $fmon(82)
set qint(82) [new Integrator]
$fmon(82) set-pkts-integrator $qint(82)
# link 83: access_src_reno.20_reverse
$ns simplex-link $n(0) $n(42) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(42) 1000
set fmon(83) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(42)] $fmon(83)
set qint(83) [new Integrator]
$fmon(83) set-pkts-integrator $qint(83)
# link 84: access_dst_reno.20
$ns simplex-link $n(1) $n(43) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(43) 1000
set fmon(84) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(43)] $fmon(84)
set qint(84) [new Integrator]
$fmon(84) set-pkts-integrator $qint(84)
# link 85: access_dst_reno.20_reverse
$ns simplex-link $n(43) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(43) $n(1) 1000
set fmon(85) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(43) $n(1)] $fmon(85)
set qint(85) [new Integrator]
$fmon(85) set-pkts-integrator $qint(85)
# link 86: access_src_reno.21
$ns simplex-link $n(44) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(44) $n(0) 1000
set fmon(86) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(44) $n(0)] $fmon(86)
set qint(86) [new Integrator]
$fmon(86) set-pkts-integrator $qint(86)
# link 87: access_src_reno.21_reverse
$ns simplex-link $n(0) $n(44) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(44) 1000
set fmon(87) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(44)] $fmon(87)
set qint(87) [new Integrator]
$fmon(87) set-pkts-integrator $qint(87)
# link 88: access_dst_reno.21
$ns simplex-link $n(1) $n(45) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(45) 1000
set fmon(88) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(45)] $fmon(88)
set qint(88) [new Integrator]
$fmon(88) set-pkts-integrator $qint(88)
# link 89: access_dst_reno.21_reverse
$ns simplex-link $n(45) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(45) $n(1) 1000
set fmon(89) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(45) $n(1)] $fmon(89)
set qint(89) [new Integrator]
$fmon(89) set-pkts-integrator $qint(89)
# link 90: access_src_reno.22
$ns simplex-link $n(46) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(46) $n(0) 1000
set fmon(90) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(46) $n(0)] $fmon(90)
set qint(90) [new Integrator]
$fmon(90) set-pkts-integrator $qint(90)
# link 91: access_src_reno.22_reverse
$ns simplex-link $n(0) $n(46) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(46) 1000
set fmon(91) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(46)] $fmon(91)
set qint(91) [new Integrator]
$fmon(91) set-pkts-integrator $qint(91)
# link 92: access_dst_reno.22
$ns simplex-link $n(1) $n(47) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(47) 1000
set fmon(92) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(47)] $fmon(92)
set qint(92) [new Integrator]
$fmon(92) set-pkts-integrator $qint(92)
# link 93: access_dst_reno.22_reverse
$ns simplex-link $n(47) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(47) $n(1) 1000
set fmon(93) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(47) $n(1)] $fmon(93)
set qint(93) [new Integrator]
$fmon(93) set-pkts-integrator $qint(93)
# link 94: access_src_reno.23
$ns simplex-link $n(48) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(48) $n(0) 1000
set fmon(94) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(48) $n(0)] $fmon(94)
set qint(94) [new Integrator]
$fmon(94) set-pkts-integrator $qint(94)
# link 95: access_src_reno.23_reverse
$ns simplex-link $n(0) $n(48) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(48) 1000
set fmon(95) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(48)] $fmon(95)
set qint(95) [new Integrator]
$fmon(95) set-pkts-integrator $qint(95)
# link 96: access_dst_reno.23
$ns simplex-link $n(1) $n(49) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(49) 1000
set fmon(96) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(49)] $fmon(96)
set qint(96) [new Integrator]
$fmon(96) set-pkts-integrator $qint(96)
# link 97: access_dst_reno.23_reverse
$ns simplex-link $n(49) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(49) $n(1) 1000
set fmon(97) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(49) $n(1)] $fmon(97)
set qint(97) [new Integrator]
$fmon(97) set-pkts-integrator $qint(97)
# link 98: access_src_reno.24
$ns simplex-link $n(50) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(50) $n(0) 1000
set fmon(98) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(50) $n(0)] $fmon(98)
set qint(98) [new Integrator]
$fmon(98) set-pkts-integrator $qint(98)
# link 99: access_src_reno.24_reverse
$ns simplex-link $n(0) $n(50) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(50) 1000
set fmon(99) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(50)] $fmon(99)
set qint(99) [new Integrator]
$fmon(99) set-pkts-integrator $qint(99)
# link 100: access_dst_reno.24
$ns simplex-link $n(1) $n(51) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(51) 1000
set fmon(100) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(51)] $fmon(100)
set qint(100) [new Integrator]
$fmon(100) set-pkts-integrator $qint(100)
# link 101: access_dst_reno.24_reverse
$ns simplex-link $n(51) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(51) $n(1) 1000
set fmon(101) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(51) $n(1)] $fmon(101)
set qint(101) [new Integrator]
$fmon(101) set-pkts-integrator $qint(101)
# link 102: access_src_reno.25
$ns simplex-link $n(52) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(52) $n(0) 1000
set fmon(102) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(52) $n(0)] $fmon(102)
set qint(102) [new Integrator]
$fmon(102) set-pkts-integrator $qint(102)
# link 103: access_src_reno.25_reverse
$ns simplex-link $n(0) $n(52) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(52) 1000
set fmon(103) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(52)] $fmon(103)
set qint(103) [new Integrator]
$fmon(103) set-pkts-integrator $qint(103)
# link 104: access_dst_reno.25
$ns simplex-link $n(1) $n(53) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(53) 1000
set fmon(104) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(53)] $fmon(104)
set qint(104) [new Integrator]
$fmon(104) set-pkts-integrator $qint(104)
# link 105: access_dst_reno.25_reverse
$ns simplex-link $n(53) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(53) $n(1) 1000
set fmon(105) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(53) $n(1)] $fmon(105)
set qint(105) [new Integrator]
$fmon(105) set-pkts-integrator $qint(105)
# link 106: access_src_reno.26
$ns simplex-link $n(54) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(54) $n(0) 1000
set fmon(106) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(54) $n(0)] $fmon(106)
set qint(106) [new Integrator]
$fmon(106) set-pkts-integrator $qint(106)
# link 107: access_src_reno.26_reverse
$ns simplex-link $n(0) $n(54) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(54) 1000
set fmon(107) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(54)] $fmon(107)
set qint(107) [new Integrator]
$fmon(107) set-pkts-integrator $qint(107)
# link 108: access_dst_reno.26
$ns simplex-link $n(1) $n(55) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(55) 1000
set fmon(108) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(55)] $fmon(108)
set qint(108) [new Integrator]
$fmon(108) set-pkts-integrator $qint(108)
# link 109: access_dst_reno.26_reverse
$ns simplex-link $n(55) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(55) $n(1) 1000
set fmon(109) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(55) $n(1)] $fmon(109)
set qint(109) [new Integrator]
$fmon(109) set-pkts-integrator $qint(109)
# link 110: access_src_reno.27
$ns simplex-link $n(56) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(56) $n(0) 1000
set fmon(110) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(56) $n(0)] $fmon(110)
set qint(110) [new Integrator]
$fmon(110) set-pkts-integrator $qint(110)
# link 111: access_src_reno.27_reverse
$ns simplex-link $n(0) $n(56) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(56) 1000
set fmon(111) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(56)] $fmon(111)
set qint(111) [new Integrator]
$fmon(111) set-pkts-integrator $qint(111)
# link 112: access_dst_reno.27
$ns simplex-link $n(1) $n(57) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(57) 1000
set fmon(112) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(57)] $fmon(112)
set qint(112) [new Integrator]
$fmon(112) set-pkts-integrator $qint(112)
# link 113: access_dst_reno.27_reverse
$ns simplex-link $n(57) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(57) $n(1) 1000
set fmon(113) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(57) $n(1)] $fmon(113)
set qint(113) [new Integrator]
$fmon(113) set-pkts-integrator $qint(113)
# link 114: access_src_reno.28
$ns simplex-link $n(58) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(58) $n(0) 1000
set fmon(114) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(58) $n(0)] $fmon(114)
set qint(114) [new Integrator]
$fmon(114) set-pkts-integrator $qint(114)
# link 115: access_src_reno.28_reverse
$ns simplex-link $n(0) $n(58) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(58) 1000
set fmon(115) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(58)] $fmon(115)
set qint(115) [new Integrator]
$fmon(115) set-pkts-integrator $qint(115)
# link 116: access_dst_reno.28
$ns simplex-link $n(1) $n(59) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(59) 1000
set fmon(116) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(59)] $fmon(116)
set qint(116) [new Integrator]
$fmon(116) set-pkts-integrator $qint(116)
# link 117: access_dst_reno.28_reverse
$ns simplex-link $n(59) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(59) $n(1) 1000
set fmon(117) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(59) $n(1)] $fmon(117)
set qint(117) [new Integrator]
$fmon(117) set-pkts-integrator $qint(117)
# link 118: access_src_reno.29
$ns simplex-link $n(60) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(60) $n(0) 1000
set fmon(118) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(60) $n(0)] $fmon(118)
set qint(118) [new Integrator]
$fmon(118) set-pkts-integrator $qint(118)
# link 119: access_src_reno.29_reverse
$ns simplex-link $n(0) $n(60) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(60) 1000
set fmon(119) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(60)] $fmon(119)
set qint(119) [new Integrator]
$fmon(119) set-pkts-integrator $qint(119)
# link 120: access_dst_reno.29
$ns simplex-link $n(1) $n(61) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(61) 1000
set fmon(120) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(61)] $fmon(120)
set qint(120) [new Integrator]
$fmon(120) set-pkts-integrator $qint(120)
# link 121: access_dst_reno.29_reverse
$ns simplex-link $n(61) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(61) $n(1) 1000
set fmon(121) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(61) $n(1)] $fmon(121)
set qint(121) [new Integrator]
$fmon(121) set-pkts-integrator $qint(121)
# link 122: access_src_reno.30
$ns simplex-link $n(62) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(62) $n(0) 1000
set fmon(122) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(62) $n(0)] $fmon(122)
set qint(122) [new Integrator]
$fmon(122) set-pkts-integrator $qint(122)
# link 123: access_src_reno.30_reverse
$ns simplex-link $n(0) $n(62) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(62) 1000
set fmon(123) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(62)] $fmon(123)
set qint(123) [new Integrator]
$fmon(123) set-pkts-integrator $qint(123)
# link 124: access_dst_reno.30
$ns simplex-link $n(1) $n(63) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(63) 1000
set fmon(124) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(63)] $fmon(124)
set qint(124) [new Integrator]
$fmon(124) set-pkts-integrator $qint(124)
# link 125: access_dst_reno.30_reverse
$ns simplex-link $n(63) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(63) $n(1) 1000
set fmon(125) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(63) $n(1)] $fmon(125)
set qint(125) [new Integrator]
$fmon(125) set-pkts-integrator $qint(125)
# link 126: access_src_reno.31
$ns simplex-link $n(64) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(64) $n(0) 1000
set fmon(126) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(64) $n(0)] $fmon(126)
set qint(126) [new Integrator]
$fmon(126) set-pkts-integrator $qint(126)
# link 127: access_src_reno.31_reverse
$ns simplex-link $n(0) $n(64) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(64) 1000
set fmon(127) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(64)] $fmon(127)
set qint(127) [new Integrator]
$fmon(127) set-pkts-integrator $qint(127)
# link 128: access_dst_reno.31
$ns simplex-link $n(1) $n(65) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(65) 1000
set fmon(128) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(65)] $fmon(128)
set qint(128) [new Integrator]
$fmon(128) set-pkts-integrator $qint(128)
# link 129: access_dst_reno.31_reverse
$ns simplex-link $n(65) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(65) $n(1) 1000
set fmon(129) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(65) $n(1)] $fmon(129)
set qint(129) [new Integrator]
$fmon(129) set-pkts-integrator $qint(129)
# link 130: access_src_reno.32
$ns simplex-link $n(66) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(66) $n(0) 1000
set fmon(130) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(66) $n(0)] $fmon(130)
set qint(130) [new Integrator]
$fmon(130) set-pkts-integrator $qint(130)
# link 131: access_src_reno.32_reverse
$ns simplex-link $n(0) $n(66) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(66) 1000
set fmon(131) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(66)] $fmon(131)
set qint(131) [new Integrator]
$fmon(131) set-pkts-integrator $qint(131)
# link 132: access_dst_reno.32
$ns simplex-link $n(1) $n(67) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(67) 1000
set fmon(132) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(67)] $fmon(132)
set qint(132) [new Integrator]
$fmon(132) set-pkts-integrator $qint(132)
# link 133: access_dst_reno.32_reverse
$ns simplex-link $n(67) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(67) $n(1) 1000
set fmon(133) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(67) $n(1)] $fmon(133)
set qint(133) [new Integrator]
$fmon(133) set-pkts-integrator $qint(133)
# link 134: access_src_reno.33
$ns simplex-link $n(68) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(68) $n(0) 1000
set fmon(134) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(68) $n(0)] $fmon(134)
set qint(134) [new Integrator]
$fmon(134) set-pkts-integrator $qint(134)
# link 135: access_src_reno.33_reverse
$ns simplex-link $n(0) $n(68) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(68) 1000
set fmon(135) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(68)] $fmon(135)
set qint(135) [new Integrator]
$fmon(135) set-pkts-integrator $qint(135)
# link 136: access_dst_reno.33
$ns simplex-link $n(1) $n(69) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(69) 1000
set fmon(136) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(69)] $fmon(136)
set qint(136) [new Integrator]
$fmon(136) set-pkts-integrator $qint(136)
# link 137: access_dst_reno.33_reverse
$ns simplex-link $n(69) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(69) $n(1) 1000
set fmon(137) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(69) $n(1)] $fmon(137)
set qint(137) [new Integrator]
$fmon(137) set-pkts-integrator $qint(137)
# link 138: access_src_reno.34
$ns simplex-link $n(70) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(70) $n(0) 1000
set fmon(138) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(70) $n(0)] $fmon(138)
set qint(138) [new Integrator]
$fmon(138) set-pkts-integrator $qint(138)
# link 139: access_src_reno.34_reverse
$ns simplex-link $n(0) $n(70) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(70) 1000
set fmon(139) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(70)] $fmon(139)
set qint(139) [new Integrator]
$fmon(139) set-pkts-integrator $qint(139)
# link 140: access_dst_reno.34
$ns simplex-link $n(1) $n(71) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(71) 1000
set fmon(140) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(71)] $fmon(140)
set qint(140) [new Integrator]
$fmon(140) set-pkts-integrator $qint(140)
# link 141: access_dst_reno.34_reverse
$ns simplex-link $n(71) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(71) $n(1) 1000
set fmon(141) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(71) $n(1)] $fmon(141)
set qint(141) [new Integrator]
$fmon(141) set-pkts-integrator $qint(141)
# link 142: access_src_reno.35
$ns simplex-link $n(72) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(72) $n(0) 1000
set fmon(142) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(72) $n(0)] $fmon(142)
set qint(142) [new Integrator]
$fmon(142) set-pkts-integrator $qint(142)
# link 143: access_src_reno.35_reverse
$ns simplex-link $n(0) $n(72) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(72) 1000
set fmon(143) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(72)] $fmon(143)
set qint(143) [new Integrator]
$fmon(143) set-pkts-integrator $qint(143)
# link 144: access_dst_reno.35
$ns simplex-link $n(1) $n(73) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(73) 1000
set fmon(144) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(73)] $fmon(144)
set qint(144) [new Integrator]
$fmon(144) set-pkts-integrator $qint(144)
# link 145: access_dst_reno.35_reverse
$ns simplex-link $n(73) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(73) $n(1) 1000
set fmon(145) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(73) $n(1)] $fmon(145)
set qint(145) [new Integrator]
$fmon(145) set-pkts-integrator $qint(145)
# link 146: access_src_reno.36
$ns simplex-link $n(74) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(74) $n(0) 1000
set fmon(146) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(74) $n(0)] $fmon(146)
set qint(146) [new Integrator]
$fmon(146) set-pkts-integrator $qint(146)
# link 147: access_src_reno.36_reverse
$ns simplex-link $n(0) $n(74) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(74) 1000
set fmon(147) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(74)] $fmon(147)
set qint(147) [new Integrator]
$fmon(147) set-pkts-integrator $qint(147)
# link 148: access_dst_reno.36
$ns simplex-link $n(1) $n(75) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(75) 1000
set fmon(148) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(75)] $fmon(148)
set qint(148) [new Integrator]
$fmon(148) set-pkts-integrator $qint(148)
# link 149: access_dst_reno.36_reverse
$ns simplex-link $n(75) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(75) $n(1) 1000
set fmon(149) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(75) $n(1)] $fmon(149)
set qint(149) [new Integrator]
$fmon(149) set-pkts-integrator $qint(149)
# link 150: access_src_reno.37
$ns simplex-link $n(76) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(76) $n(0) 1000
set fmon(150) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(76) $n(0)] $fmon(150)
set qint(150) [new Integrator]
$fmon(150) set-pkts-integrator $qint(150)
# link 151: access_src_reno.37_reverse
$ns simplex-link $n(0) $n(76) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(76) 1000
set fmon(151) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(76)] $fmon(151)
set qint(151) [new Integrator]
$fmon(151) set-pkts-integrator $qint(151)
# link 152: access_dst_reno.37
$ns simplex-link $n(1) $n(77) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(77) 1000
set fmon(152) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(77)] $fmon(152)
set qint(152) [new Integrator]
$fmon(152) set-pkts-integrator $qint(152)
# link 153: access_dst_reno.37_reverse
$ns simplex-link $n(77) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(77) $n(1) 1000
set fmon(153) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(77) $n(1)] $fmon(153)
set qint(153) [new Integrator]
$fmon(153) set-pkts-integrator $qint(153)
# link 154: access_src_reno.38
$ns simplex-link $n(78) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(78) $n(0) 1000
set fmon(154) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(78) $n(0)] $fmon(154)
set qint(154) [new Integrator]
$fmon(154) set-pkts-integrator $qint(154)
# link 155: access_src_reno.38_reverse
$ns simplex-link $n(0) $n(78) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(78) 1000
set fmon(155) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(78)] $fmon(155)
set qint(155) [new Integrator]
$fmon(155) set-pkts-integrator $qint(155)
# link 156: access_dst_reno.38
$ns simplex-link $n(1) $n(79) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(79) 1000
set fmon(156) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(79)] $fmon(156)
set qint(156) [new Integrator]
$fmon(156) set-pkts-integrator $qint(156)
# link 157: access_dst_reno.38_reverse
$ns simplex-link $n(79) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(79) $n(1) 1000
set fmon(157) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(79) $n(1)] $fmon(157)
set qint(157) [new Integrator]
$fmon(157) set-pkts-integrator $qint(157)
# link 158: access_src_reno.39
$ns simplex-link $n(80) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(80) $n(0) 1000
set fmon(158) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(80) $n(0)] $fmon(158)
set qint(158) [new Integrator]
$fmon(158) set-pkts-integrator $qint(158)
# link 159: access_src_reno.39_reverse
$ns simplex-link $n(0) $n(80) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(80) 1000
set fmon(159) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(80)] $fmon(159)
set qint(159) [new Integrator]
$fmon(159) set-pkts-integrator $qint(159)
# link 160: access_dst_reno.39
$ns simplex-link $n(1) $n(81) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(81) 1000
set fmon(160) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(81)] $fmon(160)
set qint(160) [new Integrator]
$fmon(160) set-pkts-integrator $qint(160)
# link 161: access_dst_reno.39_reverse
$ns simplex-link $n(81) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(81) $n(1) 1000
set fmon(161) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(81) $n(1)] $fmon(161)
set qint(161) [new Integrator]
$fmon(161) set-pkts-integrator $qint(161)
# link 162: access_src_reno.40
$ns simplex-link $n(82) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(82) $n(0) 1000
set fmon(162) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(82) $n(0)] $fmon(162)
set qint(162) [new Integrator]
$fmon(162) set-pkts-integrator $qint(162)
# link 163: access_src_reno.40_reverse
$ns simplex-link $n(0) $n(82) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(82) 1000
set fmon(163) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(82)] $fmon(163)
set qint(163) [new Integrator]
$fmon(163) set-pkts-integrator $qint(163)
# link 164: access_dst_reno.40
$ns simplex-link $n(1) $n(83) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(83) 1000
set fmon(164) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(83)] $fmon(164)
set qint(164) [new Integrator]
$fmon(164) set-pkts-integrator $qint(164)
# link 165: access_dst_reno.40_reverse
$ns simplex-link $n(83) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(83) $n(1) 1000
set fmon(165) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(83) $n(1)] $fmon(165)
set qint(165) [new Integrator]
$fmon(165) set-pkts-integrator $qint(165)
# link 166: access_src_reno.41
$ns simplex-link $n(84) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(84) $n(0) 1000
set fmon(166) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(84) $n(0)] $fmon(166)
set qint(166) [new Integrator]
$fmon(166) set-pkts-integrator $qint(166)
# link 167: access_src_reno.41_reverse
$ns simplex-link $n(0) $n(84) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(84) 1000
set fmon(167) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(84)] $fmon(167)
set qint(167) [new Integrator]
$fmon(167) set-pkts-integrator $qint(167)
# link 168: access_dst_reno.41
$ns simplex-link $n(1) $n(85) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(85) 1000
set fmon(168) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(85)] $fmon(168)
set qint(168) [new Integrator]
$fmon(168) set-pkts-integrator $qint(168)
# link 169: access_dst_reno.41_reverse
$ns simplex-link $n(85) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(85) $n(1) 1000
set fmon(169) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(85) $n(1)] $fmon(169)
set qint(169) [new Integrator]
$fmon(169) set-pkts-integrator $qint(169)
# link 170: access_src_reno.42
$ns simplex-link $n(86) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(86) $n(0) 1000
set fmon(170) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(86) $n(0)] $fmon(170)
set qint(170) [new Integrator]
$fmon(170) set-pkts-integrator $qint(170)
# link 171: access_src_reno.42_reverse
$ns simplex-link $n(0) $n(86) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(86) 1000
set fmon(171) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(86)] $fmon(171)
set qint(171) [new Integrator]
$fmon(171) set-pkts-integrator $qint(171)
# link 172: access_dst_reno.42
$ns simplex-link $n(1) $n(87) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(87) 1000
set fmon(172) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(87)] $fmon(172)
set qint(172) [new Integrator]
$fmon(172) set-pkts-integrator $qint(172)
# link 173: access_dst_reno.42_reverse
$ns simplex-link $n(87) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(87) $n(1) 1000
set fmon(173) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(87) $n(1)] $fmon(173)
set qint(173) [new Integrator]
$fmon(173) set-pkts-integrator $qint(173)
# link 174: access_src_reno.43
$ns simplex-link $n(88) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(88) $n(0) 1000
set fmon(174) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(88) $n(0)] $fmon(174)
set qint(174) [new Integrator]
$fmon(174) set-pkts-integrator $qint(174)
# link 175: access_src_reno.43_reverse
$ns simplex-link $n(0) $n(88) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(88) 1000
set fmon(175) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(88)] $fmon(175)
set qint(175) [new Integrator]
$fmon(175) set-pkts-integrator $qint(175)
# link 176: access_dst_reno.43
$ns simplex-link $n(1) $n(89) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(89) 1000
set fmon(176) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(89)] $fmon(176)
set qint(176) [new Integrator]
$fmon(176) set-pkts-integrator $qint(176)
# link 177: access_dst_reno.43_reverse
$ns simplex-link $n(89) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(89) $n(1) 1000
set fmon(177) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(89) $n(1)] $fmon(177)
set qint(177) [new Integrator]
$fmon(177) set-pkts-integrator $qint(177)
# link 178: access_src_reno.44
$ns simplex-link $n(90) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(90) $n(0) 1000
set fmon(178) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(90) $n(0)] $fmon(178)
set qint(178) [new Integrator]
$fmon(178) set-pkts-integrator $qint(178)
# link 179: access_src_reno.44_reverse
$ns simplex-link $n(0) $n(90) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(90) 1000
set fmon(179) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(90)] $fmon(179)
set qint(179) [new Integrator]
$fmon(179) set-pkts-integrator $qint(179)
# link 180: access_dst_reno.44
$ns simplex-link $n(1) $n(91) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(91) 1000
set fmon(180) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(91)] $fmon(180)
set qint(180) [new Integrator]
$fmon(180) set-pkts-integrator $qint(180)
# link 181: access_dst_reno.44_reverse
$ns simplex-link $n(91) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(91) $n(1) 1000
set fmon(181) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(91) $n(1)] $fmon(181)
set qint(181) [new Integrator]
$fmon(181) set-pkts-integrator $qint(181)
# link 182: access_src_reno.45
$ns simplex-link $n(92) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(92) $n(0) 1000
set fmon(182) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(92) $n(0)] $fmon(182)
set qint(182) [new Integrator]
$fmon(182) set-pkts-integrator $qint(182)
# link 183: access_src_reno.45_reverse
$ns simplex-link $n(0) $n(92) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(92) 1000
set fmon(183) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(92)] $fmon(183)
set qint(183) [new Integrator]
$fmon(183) set-pkts-integrator $qint(183)
# link 184: access_dst_reno.45
$ns simplex-link $n(1) $n(93) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(93) 1000
set fmon(184) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(93)] $fmon(184)
set qint(184) [new Integrator]
$fmon(184) set-pkts-integrator $qint(184)
# link 185: access_dst_reno.45_reverse
$ns simplex-link $n(93) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(93) $n(1) 1000
set fmon(185) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(93) $n(1)] $fmon(185)
set qint(185) [new Integrator]
$fmon(185) set-pkts-integrator $qint(185)
# link 186: access_src_reno.46
$ns simplex-link $n(94) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(94) $n(0) 1000
set fmon(186) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(94) $n(0)] $fmon(186)
set qint(186) [new Integrator]
$fmon(186) set-pkts-integrator $qint(186)
# link 187: access_src_reno.46_reverse
$ns simplex-link $n(0) $n(94) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(94) 1000
set fmon(187) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(94)] $fmon(187)
set qint(187) [new Integrator]
$fmon(187) set-pkts-integrator $qint(187)
# link 188: access_dst_reno.46
$ns simplex-link $n(1) $n(95) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(95) 1000
set fmon(188) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(95)] $fmon(188)
set qint(188) [new Integrator]
$fmon(188) set-pkts-integrator $qint(188)
# link 189: access_dst_reno.46_reverse
$ns simplex-link $n(95) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(95) $n(1) 1000
set fmon(189) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(95) $n(1)] $fmon(189)
set qint(189) [new Integrator]
$fmon(189) set-pkts-integrator $qint(189)
# link 190: access_src_reno.47
$ns simplex-link $n(96) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(96) $n(0) 1000
set fmon(190) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(96) $n(0)] $fmon(190)
set qint(190) [new Integrator]
$fmon(190) set-pkts-integrator $qint(190)
# link 191: access_src_reno.47_reverse
$ns simplex-link $n(0) $n(96) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(96) 1000
set fmon(191) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(96)] $fmon(191)
set qint(191) [new Integrator]
$fmon(191) set-pkts-integrator $qint(191)
# link 192: access_dst_reno.47
$ns simplex-link $n(1) $n(97) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(97) 1000
set fmon(192) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(97)] $fmon(192)
set qint(192) [new Integrator]
$fmon(192) set-pkts-integrator $qint(192)
# link 193: access_dst_reno.47_reverse
$ns simplex-link $n(97) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(97) $n(1) 1000
set fmon(193) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(97) $n(1)] $fmon(193)
set qint(193) [new Integrator]
$fmon(193) set-pkts-integrator $qint(193)
# link 194: access_src_reno.48
$ns simplex-link $n(98) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(98) $n(0) 1000
set fmon(194) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(98) $n(0)] $fmon(194)
set qint(194) [new Integrator]
$fmon(194) set-pkts-integrator $qint(194)
# link 195: access_src_reno.48_reverse
$ns simplex-link $n(0) $n(98) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(98) 1000
set fmon(195) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(98)] $fmon(195)
set qint(195) [new Integrator]
$fmon(195) set-pkts-integrator $qint(195)
# link 196: access_dst_reno.48
$ns simplex-link $n(1) $n(99) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(99) 1000
set fmon(196) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(99)] $fmon(196)
set qint(196) [new Integrator]
$fmon(196) set-pkts-integrator $qint(196)
# link 197: access_dst_reno.48_reverse
$ns simplex-link $n(99) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(99) $n(1) 1000
set fmon(197) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(99) $n(1)] $fmon(197)
set qint(197) [new Integrator]
$fmon(197) set-pkts-integrator $qint(197)
# link 198: access_src_reno.49
$ns simplex-link $n(100) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(100) $n(0) 1000
set fmon(198) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(100) $n(0)] $fmon(198)
set qint(198) [new Integrator]
$fmon(198) set-pkts-integrator $qint(198)
# link 199: access_src_reno.49_reverse
$ns simplex-link $n(0) $n(100) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(100) 1000
set fmon(199) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(100)] $fmon(199)
set qint(199) [new Integrator]
$fmon(199) set-pkts-integrator $qint(199)
# link 200: access_dst_reno.49
$ns simplex-link $n(1) $n(101) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(101) 1000
set fmon(200) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(101)] $fmon(200)
set qint(200) [new Integrator]
$fmon(200) set-pkts-integrator $qint(200)
# link 201: access_dst_reno.49_reverse
$ns simplex-link $n(101) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(101) $n(1) 1000
set fmon(201) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(101) $n(1)] $fmon(201)
set qint(201) [new Integrator]
$fmon(201) set-pkts-integrator $qint(201)
# flow 0: reno.0
Agent/TCP set packetSize_ 540
Agent/TCP set useHeaders_ false
Agent/TCP set syn_ false
Agent/TCP set delay_growth_ false
Agent/TCP set window_ 1000000
Agent/TCP set windowInit_ 2
Agent/TCP set tcpTick_ 0.010000000
Agent/TCP set minrto_ 0.200000000
Agent/TCP set maxrto_ 60.000000000
Agent/TCP set rtxcur_init_ 3.000000000
Agent/TCP set numdupacks_ 3
Agent/TCP set singledup_ 1
Agent/TCP set overhead_ 0.000000000
Agent/TCP set maxburst_ 0
Agent/TCP set windowOption_ 1
Agent/TCP set increase_num_ 1.0
Agent/TCP set decrease_num_ 0.5
set tcp(0) [new Agent/TCP/Reno]
$tcp(0) set fid_ 0
set sink(0) [new Agent/TCPSink]
$sink(0) set packetSize_ 40
$ns attach-agent $n(2) $tcp(0)
$ns attach-agent $n(3) $sink(0)
$ns connect $tcp(0) $sink(0)
set ftp(0) [$tcp(0) attach-app FTP]
$ns at 0.180533189 "$ftp(0) start"
# flow 1: reno.1
set tcp(1) [new Agent/TCP/Reno]
$tcp(1) set fid_ 1
set sink(1) [new Agent/TCPSink]
$sink(1) set packetSize_ 40
$ns attach-agent $n(4) $tcp(1)
$ns attach-agent $n(5) $sink(1)
$ns connect $tcp(1) $sink(1)
set ftp(1) [$tcp(1) attach-app FTP]
$ns at 0.608469664 "$ftp(1) start"
# flow 2: reno.2
set tcp(2) [new Agent/TCP/Reno]
$tcp(2) set fid_ 2
set sink(2) [new Agent/TCPSink]
$sink(2) set packetSize_ 40
$ns attach-agent $n(6) $tcp(2)
$ns attach-agent $n(7) $sink(2)
$ns connect $tcp(2) $sink(2)
set ftp(2) [$tcp(2) attach-app FTP]
$ns at 0.793776989 "$ftp(2) start"
# flow 3: reno.3
set tcp(3) [new Agent/TCP/Reno]
$tcp(3) set fid_ 3
set sink(3) [new Agent/TCPSink]
$sink(3) set packetSize_ 40
$ns attach-agent $n(8) $tcp(3)
$ns attach-agent $n(9) $sink(3)
$ns connect $tcp(3) $sink(3)
set ftp(3) [$tcp(3) attach-app FTP]
$ns at 0.309389245 "$ftp(3) start"
# flow 4: reno.4
set tcp(4) [new Agent/TCP/Reno]
$tcp(4) set fid_ 4
set sink(4) [new Agent/TCPSink]
$sink(4) set packetSize_ 40
$ns attach-agent $n(10) $tcp(4)
$ns attach-agent $n(11) $sink(4)
$ns connect $tcp(4) $sink(4)
set ftp(4) [$tcp(4) attach-app FTP]
$ns at 0.428739030 "$ftp(4) start"
# flow 5: reno.5
set tcp(5) [new Agent/TCP/Reno]
$tcp(5) set fid_ 5
set sink(5) [new Agent/TCPSink]
$sink(5) set packetSize_ 40
$ns attach-agent $n(12) $tcp(5)
$ns attach-agent $n(13) $sink(5)
$ns connect $tcp(5) $sink(5)
set ftp(5) [$tcp(5) attach-app FTP]
$ns at 0.472365077 "$ftp(5) start"
# flow 6: reno.6
set tcp(6) [new Agent/TCP/Reno]
$tcp(6) set fid_ 6
set sink(6) [new Agent/TCPSink]
$sink(6) set packetSize_ 40
$ns attach-agent $n(14) $tcp(6)
$ns attach-agent $n(15) $sink(6)
$ns connect $tcp(6) $sink(6)
set ftp(6) [$tcp(6) attach-app FTP]
$ns at 0.752936057 "$ftp(6) start"
# flow 7: reno.7
set tcp(7) [new Agent/TCP/Reno]
$tcp(7) set fid_ 7
set sink(7) [new Agent/TCPSink]
$sink(7) set packetSize_ 40
$ns attach-agent $n(16) $tcp(7)
$ns attach-agent $n(17) $sink(7)
$ns connect $tcp(7) $sink(7)
set ftp(7) [$tcp(7) attach-app FTP]
$ns at 0.968710452 "$ftp(7) start"
# flow 8: reno.8
set tcp(8) [new Agent/TCP/Reno]
$tcp(8) set fid_ 8
set sink(8) [new Agent/TCPSink]
$sink(8) set packetSize_ 40
$ns attach-agent $n(18) $tcp(8)
$ns attach-agent $n(19) $sink(8)
$ns connect $tcp(8) $sink(8)
set ftp(8) [$tcp(8) attach-app FTP]
$ns at 0.363698792 "$ftp(8) start"
# flow 9: reno.9
set tcp(9) [new Agent/TCP/Reno]
$tcp(9) set fid_ 9
set sink(9) [new Agent/TCPSink]
$sink(9) set packetSize_ 40
$ns attach-agent $n(20) $tcp(9)
$ns attach-agent $n(21) $sink(9)
$ns connect $tcp(9) $sink(9)
set ftp(9) [$tcp(9) attach-app FTP]
$ns at 0.108990983 "$ftp(9) start"
# flow 10: reno.10
set tcp(10) [new Agent/TCP/Reno]
$tcp(10) set fid_ 10
set sink(10) [new Agent/TCPSink]
$sink(10) set packetSize_ 40
$ns attach-agent $n(22) $tcp(10)
$ns attach-agent $n(23) $sink(10)
$ns connect $tcp(10) $sink(10)
set ftp(10) [$tcp(10) attach-app FTP]
$ns at 0.423683505 "$ftp(10) start"
# flow 11: reno.11
set tcp(11) [new Agent/TCP/Reno]
$tcp(11) set fid_ 11
set sink(11) [new Agent/TCPSink]
$sink(11) set packetSize_ 40
$ns attach-agent $n(24) $tcp(11)
$ns attach-agent $n(25) $sink(11)
$ns connect $tcp(11) $sink(11)
set ftp(11) [$tcp(11) attach-app FTP]
$ns at 0.947490382 "$ftp(11) start"
# flow 12: reno.12
set tcp(12) [new Agent/TCP/Reno]
$tcp(12) set fid_ 12
set sink(12) [new Agent/TCPSink]
$sink(12) set packetSize_ 40
$ns attach-agent $n(26) $tcp(12)
$ns attach-agent $n(27) $sink(12)
$ns connect $tcp(12) $sink(12)
set ftp(12) [$tcp(12) attach-app FTP]
$ns at 0.540620342 "$ftp(12) start"
# flow 13: reno.13
set tcp(13) [new Agent/TCP/Reno]
$tcp(13) set fid_ 13
set sink(13) [new Agent/TCPSink]
$sink(13) set packetSize_ 40
$ns attach-agent $n(28) $tcp(13)
$ns attach-agent $n(29) $sink(13)
$ns connect $tcp(13) $sink(13)
set ftp(13) [$tcp(13) attach-app FTP]
$ns at 0.564716589 "$ftp(13) start"
# flow 14: reno.14
set tcp(14) [new Agent/TCP/Reno]
$tcp(14) set fid_ 14
set sink(14) [new Agent/TCPSink]
$sink(14) set packetSize_ 40
$ns attach-agent $n(30) $tcp(14)
$ns attach-agent $n(31) $sink(14)
$ns connect $tcp(14) $sink(14)
set ftp(14) [$tcp(14) attach-app FTP]
$ns at 0.468387958 "$ftp(14) start"
# flow 15: reno.15
set tcp(15) [new Agent/TCP/Reno]
$tcp(15) set fid_ 15
set sink(15) [new Agent/TCPSink]
$sink(15) set packetSize_ 40
$ns attach-agent $n(32) $tcp(15)
$ns attach-agent $n(33) $sink(15)
$ns connect $tcp(15) $sink(15)
set ftp(15) [$tcp(15) attach-app FTP]
$ns at 0.763780524 "$ftp(15) start"
# flow 16: reno.16
set tcp(16) [new Agent/TCP/Reno]
$tcp(16) set fid_ 16
set sink(16) [new Agent/TCPSink]
$sink(16) set packetSize_ 40
$ns attach-agent $n(34) $tcp(16)
$ns attach-agent $n(35) $sink(16)
$ns connect $tcp(16) $sink(16)
set ftp(16) [$tcp(16) attach-app FTP]
$ns at 0.543488025 "$ftp(16) start"
# flow 17: reno.17
set tcp(17) [new Agent/TCP/Reno]
$tcp(17) set fid_ 17
set sink(17) [new Agent/TCPSink]
$sink(17) set packetSize_ 40
$ns attach-agent $n(36) $tcp(17)
$ns attach-agent $n(37) $sink(17)
$ns connect $tcp(17) $sink(17)
set ftp(17) [$tcp(17) attach-app FTP]
$ns at 0.170719931 "$ftp(17) start"
# flow 18: reno.18
set tcp(18) [new Agent/TCP/Reno]
$tcp(18) set fid_ 18
set sink(18) [new Agent/TCPSink]
$sink(18) set packetSize_ 40
$ns attach-agent $n(38) $tcp(18)
$ns attach-agent $n(39) $sink(18)
$ns connect $tcp(18) $sink(18)
set ftp(18) [$tcp(18) attach-app FTP]
$ns at 0.030311227 "$ftp(18) start"
# flow 19: reno.19
set tcp(19) [new Agent/TCP/Reno]
$tcp(19) set fid_ 19
set sink(19) [new Agent/TCPSink]
$sink(19) set packetSize_ 40
$ns attach-agent $n(40) $tcp(19)
$ns attach-agent $n(41) $sink(19)
$ns connect $tcp(19) $sink(19)
set ftp(19) [$tcp(19) attach-app FTP]
$ns at 0.167051024 "$ftp(19) start"
# flow 20: reno.20
set tcp(20) [new Agent/TCP/Reno]
$tcp(20) set fid_ 20
set sink(20) [new Agent/TCPSink]
$sink(20) set packetSize_ 40
$ns attach-agent $n(42) $tcp(20)
$ns attach-agent $n(43) $sink(20)
$ns connect $tcp(20) $sink(20)
set ftp(20) [$tcp(20) attach-app FTP]
$ns at 0.482082079 "$ftp(20) start"
# flow 21: reno.21
set tcp(21) [new Agent/TCP/Reno]
$tcp(21) set fid_ 21
set sink(21) [new Agent/TCPSink]
$sink(21) set packetSize_ 40
$ns attach-agent $n(44) $tcp(21)
$ns attach-agent $n(45) $sink(21)
$ns connect $tcp(21) $sink(21)
set ftp(21) [$tcp(21) attach-app FTP]
$ns at 0.007607855 "$ftp(21) start"
# flow 22: reno.22
set tcp(22) [new Agent/TCP/Reno]
$tcp(22) set fid_ 22
set sink(22) [new Agent/TCPSink]
$sink(22) set packetSize_ 40
$ns attach-agent $n(46) $tcp(22)
$ns attach-agent $n(47) $sink(22)
$ns connect $tcp(22) $sink(22)
set ftp(22) [$tcp(22) attach-app FTP]
$ns at 0.968961711 "$ftp(22) start"
# flow 23: reno.23
set tcp(23) [new Agent/TCP/Reno]
$tcp(23) set fid_ 23
set sink(23) [new Agent/TCPSink]
$sink(23) set packetSize_ 40
$ns attach-agent $n(48) $tcp(23)
$ns attach-agent $n(49) $sink(23)
$ns connect $tcp(23) $sink(23)
set ftp(23) [$tcp(23) attach-app FTP]
$ns at 0.326417680 "$ftp(23) start"
# flow 24: reno.24
set tcp(24) [new Agent/TCP/Reno]
$tcp(24) set fid_ 24
set sink(24) [new Agent/TCPSink]
$sink(24) set packetSize_ 40
$ns attach-agent $n(50) $tcp(24)
$ns attach-agent $n(51) $sink(24)
$ns connect $tcp(24) $sink(24)
set ftp(24) [$tcp(24) attach-app FTP]
$ns at 0.724036199 "$ftp(24) start"
# flow 25: reno.25
set tcp(25) [new Agent/TCP/Reno]
$tcp(25) set fid_ 25
set sink(25) [new Agent/TCPSink]
$sink(25) set packetSize_ 40
$ns attach-agent $n(52) $tcp(25)
$ns attach-agent $n(53) $sink(25)
$ns connect $tcp(25) $sink(25)
set ftp(25) [$tcp(25) attach-app FTP]
$ns at 0.395304405 "$ftp(25) start"
# flow 26: reno.26
set tcp(26) [new Agent/TCP/Reno]
$tcp(26) set fid_ 26
set sink(26) [new Agent/TCPSink]
$sink(26) set packetSize_ 40
$ns attach-agent $n(54) $tcp(26)
$ns attach-agent $n(55) $sink(26)
$ns connect $tcp(26) $sink(26)
set ftp(26) [$tcp(26) attach-app FTP]
$ns at 0.500361027 "$ftp(26) start"
# flow 27: reno.27
set tcp(27) [new Agent/TCP/Reno]
$tcp(27) set fid_ 27
set sink(27) [new Agent/TCPSink]
$sink(27) set packetSize_ 40
$ns attach-agent $n(56) $tcp(27)
$ns attach-agent $n(57) $sink(27)
$ns connect $tcp(27) $sink(27)
set ftp(27) [$tcp(27) attach-app FTP]
$ns at 0.469219969 "$ftp(27) start"
# flow 28: reno.28
set tcp(28) [new Agent/TCP/Reno]
$tcp(28) set fid_ 28
set sink(28) [new Agent/TCPSink]
$sink(28) set packetSize_ 40
$ns attach-agent $n(58) $tcp(28)
$ns attach-agent $n(59) $sink(28)
$ns connect $tcp(28) $sink(28)
set ftp(28) [$tcp(28) attach-app FTP]
$ns at 0.719727524 "$ftp(28) start"
# flow 29: reno.29
set tcp(29) [new Agent/TCP/Reno]
$tcp(29) set fid_ 29
set sink(29) [new Agent/TCPSink]
$sink(29) set packetSize_ 40
$ns attach-agent $n(60) $tcp(29)
$ns attach-agent $n(61) $sink(29)
$ns connect $tcp(29) $sink(29)
set ftp(29) [$tcp(29) attach-app FTP]
$ns at 0.550335939 "$ftp(29) start"
# flow 30: reno.30
set tcp(30) [new Agent/TCP/Reno]
$tcp(30) set fid_ 30
set sink(30) [new Agent/TCPSink]
$sink(30) set packetSize_ 40
$ns attach-agent $n(62) $tcp(30)
$ns attach-agent $n(63) $sink(30)
$ns connect $tcp(30) $sink(30)
set ftp(30) [$tcp(30) attach-app FTP]
$ns at 0.291111965 "$ftp(30) start"
# flow 31: reno.31
set tcp(31) [new Agent/TCP/Reno]
$tcp(31) set fid_ 31
set sink(31) [new Agent/TCPSink]
$sink(31) set packetSize_ 40
$ns attach-agent $n(64) $tcp(31)
$ns attach-agent $n(65) $sink(31)
$ns connect $tcp(31) $sink(31)
set ftp(31) [$tcp(31) attach-app FTP]
$ns at 0.137198407 "$ftp(31) start"
# flow 32: reno.32
set tcp(32) [new Agent/TCP/Reno]
$tcp(32) set fid_ 32
set sink(32) [new Agent/TCPSink]
$sink(32) set packetSize_ 40
$ns attach-agent $n(66) $tcp(32)
$ns attach-agent $n(67) $sink(32)
$ns connect $tcp(32) $sink(32)
set ftp(32) [$tcp(32) attach-app FTP]
$ns at 0.183075498 "$ftp(32) start"
# flow 33: reno.33
set tcp(33) [new Agent/TCP/Reno]
$tcp(33) set fid_ 33
set sink(33) [new Agent/TCPSink]
$sink(33) set packetSize_ 40
$ns attach-agent $n(68) $tcp(33)
$ns attach-agent $n(69) $sink(33)
$ns connect $tcp(33) $sink(33)
set ftp(33) [$tcp(33) attach-app FTP]
$ns at 0.824084363 "$ftp(33) start"
# flow 34: reno.34
set tcp(34) [new Agent/TCP/Reno]
$tcp(34) set fid_ 34
set sink(34) [new Agent/TCPSink]
$sink(34) set packetSize_ 40
$ns attach-agent $n(70) $tcp(34)
$ns attach-agent $n(71) $sink(34)
$ns connect $tcp(34) $sink(34)
set ftp(34) [$tcp(34) attach-app FTP]
$ns at 0.614350590 "$ftp(34) start"
# flow 35: reno.35
set tcp(35) [new Agent/TCP/Reno]
$tcp(35) set fid_ 35
set sink(35) [new Agent/TCPSink]
$sink(35) set packetSize_ 40
$ns attach-agent $n(72) $tcp(35)
$ns attach-agent $n(73) $sink(35)
$ns connect $tcp(35) $sink(35)
set ftp(35) [$tcp(35) attach-app FTP]
$ns at 0.660212032 "$ftp(35) start"
# flow 36: reno.36
set tcp(36) [new Agent/TCP/Reno]
$tcp(36) set fid_ 36
set sink(36) [new Agent/TCPSink]
$sink(36) set packetSize_ 40
$ns attach-agent $n(74) $tcp(36)
$ns attach-agent $n(75) $sink(36)
$ns connect $tcp(36) $sink(36)
set ftp(36) [$tcp(36) attach-app FTP]
$ns at 0.172429917 "$ftp(36) start"
# flow 37: reno.37
set tcp(37) [new Agent/TCP/Reno]
$tcp(37) set fid_ 37
set sink(37) [new Agent/TCPSink]
$sink(37) set packetSize_ 40
$ns attach-agent $n(76) $tcp(37)
$ns attach-agent $n(77) $sink(37)
$ns connect $tcp(37) $sink(37)
set ftp(37) [$tcp(37) attach-app FTP]
$ns at 0.418051511 "$ftp(37) start"
# flow 38: reno.38
set tcp(38) [new Agent/TCP/Reno]
$tcp(38) set fid_ 38
set sink(38) [new Agent/TCPSink]
$sink(38) set packetSize_ 40
$ns attach-agent $n(78) $tcp(38)
$ns attach-agent $n(79) $sink(38)
$ns connect $tcp(38) $sink(38)
set ftp(38) [$tcp(38) attach-app FTP]
$ns at 0.442777676 "$ftp(38) start"
# flow 39: reno.39
set tcp(39) [new Agent/TCP/Reno]
$tcp(39) set fid_ 39
set sink(39) [new Agent/TCPSink]
$sink(39) set packetSize_ 40
$ns attach-agent $n(80) $tcp(39)
$ns attach-agent $n(81) $sink(39)
$ns connect $tcp(39) $sink(39)
set ftp(39) [$tcp(39) attach-app FTP]
$ns at 0.638858250 "$ftp(39) start"
# flow 40: reno.40
set tcp(40) [new Agent/TCP/Reno]
$tcp(40) set fid_ 40
set sink(40) [new Agent/TCPSink]
$sink(40) set packetSize_ 40
$ns attach-agent $n(82) $tcp(40)
$ns attach-agent $n(83) $sink(40)
$ns connect $tcp(40) $sink(40)
set ftp(40) [$tcp(40) attach-app FTP]
$ns at 0.306759269 "$ftp(40) start"
# flow 41: reno.41
set tcp(41) [new Agent/TCP/Reno]
$tcp(41) set fid_ 41
set sink(41) [new Agent/TCPSink]
$sink(41) set packetSize_ 40
$ns attach-agent $n(84) $tcp(41)
$ns attach-agent $n(85) $sink(41)
$ns connect $tcp(41) $sink(41)
set ftp(41) [$tcp(41) attach-app FTP]
$ns at 0.354104455 "$ftp(41) start"
# flow 42: reno.42
set tcp(42) [new Agent/TCP/Reno]
$tcp(42) set fid_ 42
set sink(42) [new Agent/TCPSink]
$sink(42) set packetSize_ 40
$ns attach-agent $n(86) $tcp(42)
$ns attach-agent $n(87) $sink(42)
$ns connect $tcp(42) $sink(42)
set ftp(42) [$tcp(42) attach-app FTP]
$ns at 0.435127691 "$ftp(42) start"
# flow 43: reno.43
set tcp(43) [new Agent/TCP/Reno]
$tcp(43) set fid_ 43
set sink(43) [new Agent/TCPSink]
$sink(43) set packetSize_ 40
$ns attach-agent $n(88) $tcp(43)
$ns attach-agent $n(89) $sink(43)
$ns connect $tcp(43) $sink(43)
set ftp(43) [$tcp(43) attach-app FTP]
$ns at 0.193697267 "$ftp(43) start"
# flow 44: reno.44
set tcp(44) [new Agent/TCP/Reno]
$tcp(44) set fid_ 44
set sink(44) [new Agent/TCPSink]
$sink(44) set packetSize_ 40
$ns attach-agent $n(90) $tcp(44)
$ns attach-agent $n(91) $sink(44)
$ns connect $tcp(44) $sink(44)
set ftp(44) [$tcp(44) attach-app FTP]
$ns at 0.766533568 "$ftp(44) start"
# flow 45: reno.45
set tcp(45) [new Agent/TCP/Reno]
$tcp(45) set fid_ 45
set sink(45) [new Agent/TCPSink]
$sink(45) set packetSize_ 40
$ns attach-agent $n(92) $tcp(45)
$ns attach-agent $n(93) $sink(45)
$ns connect $tcp(45) $sink(45)
set ftp(45) [$tcp(45) attach-app FTP]
$ns at 0.284276358 "$ftp(45) start"
# flow 46: reno.46
set tcp(46) [new Agent/TCP/Reno]
$tcp(46) set fid_ 46
set sink(46) [new Agent/TCPSink]
$sink(46) set packetSize_ 40
$ns attach-agent $n(94) $tcp(46)
$ns attach-agent $n(95) $sink(46)
$ns connect $tcp(46) $sink(46)
set ftp(46) [$tcp(46) attach-app FTP]
$ns at 0.229330314 "$ftp(46) start"
# flow 47: reno.47
set tcp(47) [new Agent/TCP/Reno]
$tcp(47) set fid_ 47
set sink(47) [new Agent/TCPSink]
$sink(47) set packetSize_ 40
$ns attach-agent $n(96) $tcp(47)
$ns attach-agent $n(97) $sink(47)
$ns connect $tcp(47) $sink(47)
set ftp(47) [$tcp(47) attach-app FTP]
$ns at 0.375335072 "$ftp(47) start"
# flow 48: reno.48
set tcp(48) [new Agent/TCP/Reno]
$tcp(48) set fid_ 48
set sink(48) [new Agent/TCPSink]
$sink(48) set packetSize_ 40
$ns attach-agent $n(98) $tcp(48)
$ns attach-agent $n(99) $sink(48)
$ns connect $tcp(48) $sink(48)
set ftp(48) [$tcp(48) attach-app FTP]
$ns at 0.855305043 "$ftp(48) start"
# flow 49: reno.49
set tcp(49) [new Agent/TCP/Reno]
$tcp(49) set fid_ 49
set sink(49) [new Agent/TCPSink]
$sink(49) set packetSize_ 40
$ns attach-agent $n(100) $tcp(49)
$ns attach-agent $n(101) $sink(49)
$ns connect $tcp(49) $sink(49)
set ftp(49) [$tcp(49) attach-app FTP]
$ns at 0.629642745 "$ftp(49) start"
proc finish {} {
    global ns tcp sink fmon qint lmon trf
    set now [$ns now]
    for {set i 0} {$i < 50} {incr i} {
        puts "FLOW $i [$tcp($i) set ndatapack_] [$tcp($i) set nrexmitpack_] [$tcp($i) set nrexmit_] [$tcp($i) set ncwndcuts_] [$sink($i) set bytes_] [$tcp($i) set cwnd_] [$tcp($i) set ssthresh_]"
    }
    $qint(0) newpoint $now [$fmon(0) set pkts_]
    puts "LINK 0 [$fmon(0) set parrivals_] [$fmon(0) set pdepartures_] [$fmon(0) set pdrops_] [$qint(0) set sum_]"
    foreach f [$fmon(0) flows] { puts "QDROP 0 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(1) newpoint $now [$fmon(1) set pkts_]
    puts "LINK 1 [$fmon(1) set parrivals_] [$fmon(1) set pdepartures_] [$fmon(1) set pdrops_] [$qint(1) set sum_]"
    foreach f [$fmon(1) flows] { puts "QDROP 1 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(2) newpoint $now [$fmon(2) set pkts_]
    puts "LINK 2 [$fmon(2) set parrivals_] [$fmon(2) set pdepartures_] [$fmon(2) set pdrops_] [$qint(2) set sum_]"
    foreach f [$fmon(2) flows] { puts "QDROP 2 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(3) newpoint $now [$fmon(3) set pkts_]
    puts "LINK 3 [$fmon(3) set parrivals_] [$fmon(3) set pdepartures_] [$fmon(3) set pdrops_] [$qint(3) set sum_]"
    foreach f [$fmon(3) flows] { puts "QDROP 3 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(4) newpoint $now [$fmon(4) set pkts_]
    puts "LINK 4 [$fmon(4) set parrivals_] [$fmon(4) set pdepartures_] [$fmon(4) set pdrops_] [$qint(4) set sum_]"
    foreach f [$fmon(4) flows] { puts "QDROP 4 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(5) newpoint $now [$fmon(5) set pkts_]
    puts "LINK 5 [$fmon(5) set parrivals_] [$fmon(5) set pdepartures_] [$fmon(5) set pdrops_] [$qint(5) set sum_]"
    foreach f [$fmon(5) flows] { puts "QDROP 5 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(6) newpoint $now [$fmon(6) set pkts_]
    puts "LINK 6 [$fmon(6) set parrivals_] [$fmon(6) set pdepartures_] [$fmon(6) set pdrops_] [$qint(6) set sum_]"
    foreach f [$fmon(6) flows] { puts "QDROP 6 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(7) newpoint $now [$fmon(7) set pkts_]
    puts "LINK 7 [$fmon(7) set parrivals_] [$fmon(7) set pdepartures_] [$fmon(7) set pdrops_] [$qint(7) set sum_]"
    foreach f [$fmon(7) flows] { puts "QDROP 7 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(8) newpoint $now [$fmon(8) set pkts_]
    puts "LINK 8 [$fmon(8) set parrivals_] [$fmon(8) set pdepartures_] [$fmon(8) set pdrops_] [$qint(8) set sum_]"
    foreach f [$fmon(8) flows] { puts "QDROP 8 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(9) newpoint $now [$fmon(9) set pkts_]
    puts "LINK 9 [$fmon(9) set parrivals_] [$fmon(9) set pdepartures_] [$fmon(9) set pdrops_] [$qint(9) set sum_]"
    foreach f [$fmon(9) flows] { puts "QDROP 9 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(10) newpoint $now [$fmon(10) set pkts_]
    puts "LINK 10 [$fmon(10) set parrivals_] [$fmon(10) set pdepartures_] [$fmon(10) set pdrops_] [$qint(10) set sum_]"
    foreach f [$fmon(10) flows] { puts "QDROP 10 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(11) newpoint $now [$fmon(11) set pkts_]
    puts "LINK 11 [$fmon(11) set parrivals_] [$fmon(11) set pdepartures_] [$fmon(11) set pdrops_] [$qint(11) set sum_]"
    foreach f [$fmon(11) flows] { puts "QDROP 11 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(12) newpoint $now [$fmon(12) set pkts_]
    puts "LINK 12 [$fmon(12) set parrivals_] [$fmon(12) set pdepartures_] [$fmon(12) set pdrops_] [$qint(12) set sum_]"
    foreach f [$fmon(12) flows] { puts "QDROP 12 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(13) newpoint $now [$fmon(13) set pkts_]
    puts "LINK 13 [$fmon(13) set parrivals_] [$fmon(13) set pdepartures_] [$fmon(13) set pdrops_] [$qint(13) set sum_]"
    foreach f [$fmon(13) flows] { puts "QDROP 13 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(14) newpoint $now [$fmon(14) set pkts_]
    puts "LINK 14 [$fmon(14) set parrivals_] [$fmon(14) set pdepartures_] [$fmon(14) set pdrops_] [$qint(14) set sum_]"
    foreach f [$fmon(14) flows] { puts "QDROP 14 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(15) newpoint $now [$fmon(15) set pkts_]
    puts "LINK 15 [$fmon(15) set parrivals_] [$fmon(15) set pdepartures_] [$fmon(15) set pdrops_] [$qint(15) set sum_]"
    foreach f [$fmon(15) flows] { puts "QDROP 15 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(16) newpoint $now [$fmon(16) set pkts_]
    puts "LINK 16 [$fmon(16) set parrivals_] [$fmon(16) set pdepartures_] [$fmon(16) set pdrops_] [$qint(16) set sum_]"
    foreach f [$fmon(16) flows] { puts "QDROP 16 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(17) newpoint $now [$fmon(17) set pkts_]
    puts "LINK 17 [$fmon(17) set parrivals_] [$fmon(17) set pdepartures_] [$fmon(17) set pdrops_] [$qint(17) set sum_]"
    foreach f [$fmon(17) flows] { puts "QDROP 17 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(18) newpoint $now [$fmon(18) set pkts_]
    puts "LINK 18 [$fmon(18) set parrivals_] [$fmon(18) set pdepartures_] [$fmon(18) set pdrops_] [$qint(18) set sum_]"
    foreach f [$fmon(18) flows] { puts "QDROP 18 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(19) newpoint $now [$fmon(19) set pkts_]
    puts "LINK 19 [$fmon(19) set parrivals_] [$fmon(19) set pdepartures_] [$fmon(19) set pdrops_] [$qint(19) set sum_]"
    foreach f [$fmon(19) flows] { puts "QDROP 19 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(20) newpoint $now [$fmon(20) set pkts_]
    puts "LINK 20 [$fmon(20) set parrivals_] [$fmon(20) set pdepartures_] [$fmon(20) set pdrops_] [$qint(20) set sum_]"
    foreach f [$fmon(20) flows] { puts "QDROP 20 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(21) newpoint $now [$fmon(21) set pkts_]
    puts "LINK 21 [$fmon(21) set parrivals_] [$fmon(21) set pdepartures_] [$fmon(21) set pdrops_] [$qint(21) set sum_]"
    foreach f [$fmon(21) flows] { puts "QDROP 21 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(22) newpoint $now [$fmon(22) set pkts_]
    puts "LINK 22 [$fmon(22) set parrivals_] [$fmon(22) set pdepartures_] [$fmon(22) set pdrops_] [$qint(22) set sum_]"
    foreach f [$fmon(22) flows] { puts "QDROP 22 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(23) newpoint $now [$fmon(23) set pkts_]
    puts "LINK 23 [$fmon(23) set parrivals_] [$fmon(23) set pdepartures_] [$fmon(23) set pdrops_] [$qint(23) set sum_]"
    foreach f [$fmon(23) flows] { puts "QDROP 23 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(24) newpoint $now [$fmon(24) set pkts_]
    puts "LINK 24 [$fmon(24) set parrivals_] [$fmon(24) set pdepartures_] [$fmon(24) set pdrops_] [$qint(24) set sum_]"
    foreach f [$fmon(24) flows] { puts "QDROP 24 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(25) newpoint $now [$fmon(25) set pkts_]
    puts "LINK 25 [$fmon(25) set parrivals_] [$fmon(25) set pdepartures_] [$fmon(25) set pdrops_] [$qint(25) set sum_]"
    foreach f [$fmon(25) flows] { puts "QDROP 25 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(26) newpoint $now [$fmon(26) set pkts_]
    puts "LINK 26 [$fmon(26) set parrivals_] [$fmon(26) set pdepartures_] [$fmon(26) set pdrops_] [$qint(26) set sum_]"
    foreach f [$fmon(26) flows] { puts "QDROP 26 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(27) newpoint $now [$fmon(27) set pkts_]
    puts "LINK 27 [$fmon(27) set parrivals_] [$fmon(27) set pdepartures_] [$fmon(27) set pdrops_] [$qint(27) set sum_]"
    foreach f [$fmon(27) flows] { puts "QDROP 27 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(28) newpoint $now [$fmon(28) set pkts_]
    puts "LINK 28 [$fmon(28) set parrivals_] [$fmon(28) set pdepartures_] [$fmon(28) set pdrops_] [$qint(28) set sum_]"
    foreach f [$fmon(28) flows] { puts "QDROP 28 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(29) newpoint $now [$fmon(29) set pkts_]
    puts "LINK 29 [$fmon(29) set parrivals_] [$fmon(29) set pdepartures_] [$fmon(29) set pdrops_] [$qint(29) set sum_]"
    foreach f [$fmon(29) flows] { puts "QDROP 29 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(30) newpoint $now [$fmon(30) set pkts_]
    puts "LINK 30 [$fmon(30) set parrivals_] [$fmon(30) set pdepartures_] [$fmon(30) set pdrops_] [$qint(30) set sum_]"
    foreach f [$fmon(30) flows] { puts "QDROP 30 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(31) newpoint $now [$fmon(31) set pkts_]
    puts "LINK 31 [$fmon(31) set parrivals_] [$fmon(31) set pdepartures_] [$fmon(31) set pdrops_] [$qint(31) set sum_]"
    foreach f [$fmon(31) flows] { puts "QDROP 31 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(32) newpoint $now [$fmon(32) set pkts_]
    puts "LINK 32 [$fmon(32) set parrivals_] [$fmon(32) set pdepartures_] [$fmon(32) set pdrops_] [$qint(32) set sum_]"
    foreach f [$fmon(32) flows] { puts "QDROP 32 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(33) newpoint $now [$fmon(33) set pkts_]
    puts "LINK 33 [$fmon(33) set parrivals_] [$fmon(33) set pdepartures_] [$fmon(33) set pdrops_] [$qint(33) set sum_]"
    foreach f [$fmon(33) flows] { puts "QDROP 33 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(34) newpoint $now [$fmon(34) set pkts_]
    puts "LINK 34 [$fmon(34) set parrivals_] [$fmon(34) set pdepartures_] [$fmon(34) set pdrops_] [$qint(34) set sum_]"
    foreach f [$fmon(34) flows] { puts "QDROP 34 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(35) newpoint $now [$fmon(35) set pkts_]
    puts "LINK 35 [$fmon(35) set parrivals_] [$fmon(35) set pdepartures_] [$fmon(35) set pdrops_] [$qint(35) set sum_]"
    foreach f [$fmon(35) flows] { puts "QDROP 35 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(36) newpoint $now [$fmon(36) set pkts_]
    puts "LINK 36 [$fmon(36) set parrivals_] [$fmon(36) set pdepartures_] [$fmon(36) set pdrops_] [$qint(36) set sum_]"
    foreach f [$fmon(36) flows] { puts "QDROP 36 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(37) newpoint $now [$fmon(37) set pkts_]
    puts "LINK 37 [$fmon(37) set parrivals_] [$fmon(37) set pdepartures_] [$fmon(37) set pdrops_] [$qint(37) set sum_]"
    foreach f [$fmon(37) flows] { puts "QDROP 37 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(38) newpoint $now [$fmon(38) set pkts_]
    puts "LINK 38 [$fmon(38) set parrivals_] [$fmon(38) set pdepartures_] [$fmon(38) set pdrops_] [$qint(38) set sum_]"
    foreach f [$fmon(38) flows] { puts "QDROP 38 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(39) newpoint $now [$fmon(39) set pkts_]
    puts "LINK 39 [$fmon(39) set parrivals_] [$fmon(39) set pdepartures_] [$fmon(39) set pdrops_] [$qint(39) set sum_]"
    foreach f [$fmon(39) flows] { puts "QDROP 39 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(40) newpoint $now [$fmon(40) set pkts_]
    puts "LINK 40 [$fmon(40) set parrivals_] [$fmon(40) set pdepartures_] [$fmon(40) set pdrops_] [$qint(40) set sum_]"
    foreach f [$fmon(40) flows] { puts "QDROP 40 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(41) newpoint $now [$fmon(41) set pkts_]
    puts "LINK 41 [$fmon(41) set parrivals_] [$fmon(41) set pdepartures_] [$fmon(41) set pdrops_] [$qint(41) set sum_]"
    foreach f [$fmon(41) flows] { puts "QDROP 41 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(42) newpoint $now [$fmon(42) set pkts_]
    puts "LINK 42 [$fmon(42) set parrivals_] [$fmon(42) set pdepartures_] [$fmon(42) set pdrops_] [$qint(42) set sum_]"
    foreach f [$fmon(42) flows] { puts "QDROP 42 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(43) newpoint $now [$fmon(43) set pkts_]
    puts "LINK 43 [$fmon(43) set parrivals_] [$fmon(43) set pdepartures_] [$fmon(43) set pdrops_] [$qint(43) set sum_]"
    foreach f [$fmon(43) flows] { puts "QDROP 43 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(44) newpoint $now [$fmon(44) set pkts_]
    puts "LINK 44 [$fmon(44) set parrivals_] [$fmon(44) set pdepartures_] [$fmon(44) set pdrops_] [$qint(44) set sum_]"
    foreach f [$fmon(44) flows] { puts "QDROP 44 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(45) newpoint $now [$fmon(45) set pkts_]
    puts "LINK 45 [$fmon(45) set parrivals_] [$fmon(45) set pdepartures_] [$fmon(45) set pdrops_] [$qint(45) set sum_]"
    foreach f [$fmon(45) flows] { puts "QDROP 45 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(46) newpoint $now [$fmon(46) set pkts_]
    puts "LINK 46 [$fmon(46) set parrivals_] [$fmon(46) set pdepartures_] [$fmon(46) set pdrops_] [$qint(46) set sum_]"
    foreach f [$fmon(46) flows] { puts "QDROP 46 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(47) newpoint $now [$fmon(47) set pkts_]
    puts "LINK 47 [$fmon(47) set parrivals_] [$fmon(47) set pdepartures_] [$fmon(47) set pdrops_] [$qint(47) set sum_]"
    foreach f [$fmon(47) flows] { puts "QDROP 47 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(48) newpoint $now [$fmon(48) set pkts_]
    puts "LINK 48 [$fmon(48) set parrivals_] [$fmon(48) set pdepartures_] [$fmon(48) set pdrops_] [$qint(48) set sum_]"
    foreach f [$fmon(48) flows] { puts "QDROP 48 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(49) newpoint $now [$fmon(49) set pkts_]
    puts "LINK 49 [$fmon(49) set parrivals_] [$fmon(49) set pdepartures_] [$fmon(49) set pdrops_] [$qint(49) set sum_]"
    foreach f [$fmon(49) flows] { puts "QDROP 49 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(50) newpoint $now [$fmon(50) set pkts_]
    puts "LINK 50 [$fmon(50) set parrivals_] [$fmon(50) set pdepartures_] [$fmon(50) set pdrops_] [$qint(50) set sum_]"
    foreach f [$fmon(50) flows] { puts "QDROP 50 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(51) newpoint $now [$fmon(51) set pkts_]
    puts "LINK 51 [$fmon(51) set parrivals_] [$fmon(51) set pdepartures_] [$fmon(51) set pdrops_] [$qint(51) set sum_]"
    foreach f [$fmon(51) flows] { puts "QDROP 51 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(52) newpoint $now [$fmon(52) set pkts_]
    puts "LINK 52 [$fmon(52) set parrivals_] [$fmon(52) set pdepartures_] [$fmon(52) set pdrops_] [$qint(52) set sum_]"
    foreach f [$fmon(52) flows] { puts "QDROP 52 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(53) newpoint $now [$fmon(53) set pkts_]
    puts "LINK 53 [$fmon(53) set parrivals_] [$fmon(53) set pdepartures_] [$fmon(53) set pdrops_] [$qint(53) set sum_]"
    foreach f [$fmon(53) flows] { puts "QDROP 53 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(54) newpoint $now [$fmon(54) set pkts_]
    puts "LINK 54 [$fmon(54) set parrivals_] [$fmon(54) set pdepartures_] [$fmon(54) set pdrops_] [$qint(54) set sum_]"
    foreach f [$fmon(54) flows] { puts "QDROP 54 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(55) newpoint $now [$fmon(55) set pkts_]
    puts "LINK 55 [$fmon(55) set parrivals_] [$fmon(55) set pdepartures_] [$fmon(55) set pdrops_] [$qint(55) set sum_]"
    foreach f [$fmon(55) flows] { puts "QDROP 55 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(56) newpoint $now [$fmon(56) set pkts_]
    puts "LINK 56 [$fmon(56) set parrivals_] [$fmon(56) set pdepartures_] [$fmon(56) set pdrops_] [$qint(56) set sum_]"
    foreach f [$fmon(56) flows] { puts "QDROP 56 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(57) newpoint $now [$fmon(57) set pkts_]
    puts "LINK 57 [$fmon(57) set parrivals_] [$fmon(57) set pdepartures_] [$fmon(57) set pdrops_] [$qint(57) set sum_]"
    foreach f [$fmon(57) flows] { puts "QDROP 57 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(58) newpoint $now [$fmon(58) set pkts_]
    puts "LINK 58 [$fmon(58) set parrivals_] [$fmon(58) set pdepartures_] [$fmon(58) set pdrops_] [$qint(58) set sum_]"
    foreach f [$fmon(58) flows] { puts "QDROP 58 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(59) newpoint $now [$fmon(59) set pkts_]
    puts "LINK 59 [$fmon(59) set parrivals_] [$fmon(59) set pdepartures_] [$fmon(59) set pdrops_] [$qint(59) set sum_]"
    foreach f [$fmon(59) flows] { puts "QDROP 59 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(60) newpoint $now [$fmon(60) set pkts_]
    puts "LINK 60 [$fmon(60) set parrivals_] [$fmon(60) set pdepartures_] [$fmon(60) set pdrops_] [$qint(60) set sum_]"
    foreach f [$fmon(60) flows] { puts "QDROP 60 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(61) newpoint $now [$fmon(61) set pkts_]
    puts "LINK 61 [$fmon(61) set parrivals_] [$fmon(61) set pdepartures_] [$fmon(61) set pdrops_] [$qint(61) set sum_]"
    foreach f [$fmon(61) flows] { puts "QDROP 61 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(62) newpoint $now [$fmon(62) set pkts_]
    puts "LINK 62 [$fmon(62) set parrivals_] [$fmon(62) set pdepartures_] [$fmon(62) set pdrops_] [$qint(62) set sum_]"
    foreach f [$fmon(62) flows] { puts "QDROP 62 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(63) newpoint $now [$fmon(63) set pkts_]
    puts "LINK 63 [$fmon(63) set parrivals_] [$fmon(63) set pdepartures_] [$fmon(63) set pdrops_] [$qint(63) set sum_]"
    foreach f [$fmon(63) flows] { puts "QDROP 63 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(64) newpoint $now [$fmon(64) set pkts_]
    puts "LINK 64 [$fmon(64) set parrivals_] [$fmon(64) set pdepartures_] [$fmon(64) set pdrops_] [$qint(64) set sum_]"
    foreach f [$fmon(64) flows] { puts "QDROP 64 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(65) newpoint $now [$fmon(65) set pkts_]
    puts "LINK 65 [$fmon(65) set parrivals_] [$fmon(65) set pdepartures_] [$fmon(65) set pdrops_] [$qint(65) set sum_]"
    foreach f [$fmon(65) flows] { puts "QDROP 65 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(66) newpoint $now [$fmon(66) set pkts_]
    puts "LINK 66 [$fmon(66) set parrivals_] [$fmon(66) set pdepartures_] [$fmon(66) set pdrops_] [$qint(66) set sum_]"
    foreach f [$fmon(66) flows] { puts "QDROP 66 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(67) newpoint $now [$fmon(67) set pkts_]
    puts "LINK 67 [$fmon(67) set parrivals_] [$fmon(67) set pdepartures_] [$fmon(67) set pdrops_] [$qint(67) set sum_]"
    foreach f [$fmon(67) flows] { puts "QDROP 67 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(68) newpoint $now [$fmon(68) set pkts_]
    puts "LINK 68 [$fmon(68) set parrivals_] [$fmon(68) set pdepartures_] [$fmon(68) set pdrops_] [$qint(68) set sum_]"
    foreach f [$fmon(68) flows] { puts "QDROP 68 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(69) newpoint $now [$fmon(69) set pkts_]
    puts "LINK 69 [$fmon(69) set parrivals_] [$fmon(69) set pdepartures_] [$fmon(69) set pdrops_] [$qint(69) set sum_]"
    foreach f [$fmon(69) flows] { puts "QDROP 69 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(70) newpoint $now [$fmon(70) set pkts_]
    puts "LINK 70 [$fmon(70) set parrivals_] [$fmon(70) set pdepartures_] [$fmon(70) set pdrops_] [$qint(70) set sum_]"
    foreach f [$fmon(70) flows] { puts "QDROP 70 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(71) newpoint $now [$fmon(71) set pkts_]
    puts "LINK 71 [$fmon(71) set parrivals_] [$fmon(71) set pdepartures_] [$fmon(71) set pdrops_] [$qint(71) set sum_]"
    foreach f [$fmon(71) flows] { puts "QDROP 71 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(72) newpoint $now [$fmon(72) set pkts_]
    puts "LINK 72 [$fmon(72) set parrivals_] [$fmon(72) set pdepartures_] [$fmon(72) set pdrops_] [$qint(72) set sum_]"
    foreach f [$fmon(72) flows] { puts "QDROP 72 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(73) newpoint $now [$fmon(73) set pkts_]
    puts "LINK 73 [$fmon(73) set parrivals_] [$fmon(73) set pdepartures_] [$fmon(73) set pdrops_] [$qint(73) set sum_]"
    foreach f [$fmon(73) flows] { puts "QDROP 73 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(74) newpoint $now [$fmon(74) set pkts_]
    puts "LINK 74 [$fmon(74) set parrivals_] [$fmon(74) set pdepartures_] [$fmon(74) set pdrops_] [$qint(74) set sum_]"
    foreach f [$fmon(74) flows] { puts "QDROP 74 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(75) newpoint $now [$fmon(75) set pkts_]
    puts "LINK 75 [$fmon(75) set parrivals_] [$fmon(75) set pdepartures_] [$fmon(75) set pdrops_] [$qint(75) set sum_]"
    foreach f [$fmon(75) flows] { puts "QDROP 75 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(76) newpoint $now [$fmon(76) set pkts_]
    puts "LINK 76 [$fmon(76) set parrivals_] [$fmon(76) set pdepartures_] [$fmon(76) set pdrops_] [$qint(76) set sum_]"
    foreach f [$fmon(76) flows] { puts "QDROP 76 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(77) newpoint $now [$fmon(77) set pkts_]
    puts "LINK 77 [$fmon(77) set parrivals_] [$fmon(77) set pdepartures_] [$fmon(77) set pdrops_] [$qint(77) set sum_]"
    foreach f [$fmon(77) flows] { puts "QDROP 77 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(78) newpoint $now [$fmon(78) set pkts_]
    puts "LINK 78 [$fmon(78) set parrivals_] [$fmon(78) set pdepartures_] [$fmon(78) set pdrops_] [$qint(78) set sum_]"
    foreach f [$fmon(78) flows] { puts "QDROP 78 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(79) newpoint $now [$fmon(79) set pkts_]
    puts "LINK 79 [$fmon(79) set parrivals_] [$fmon(79) set pdepartures_] [$fmon(79) set pdrops_] [$qint(79) set sum_]"
    foreach f [$fmon(79) flows] { puts "QDROP 79 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(80) newpoint $now [$fmon(80) set pkts_]
    puts "LINK 80 [$fmon(80) set parrivals_] [$fmon(80) set pdepartures_] [$fmon(80) set pdrops_] [$qint(80) set sum_]"
    foreach f [$fmon(80) flows] { puts "QDROP 80 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(81) newpoint $now [$fmon(81) set pkts_]
    puts "LINK 81 [$fmon(81) set parrivals_] [$fmon(81) set pdepartures_] [$fmon(81) set pdrops_] [$qint(81) set sum_]"
    foreach f [$fmon(81) flows] { puts "QDROP 81 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(82) newpoint $now [$fmon(82) set pkts_]
    puts "LINK 82 [$fmon(82) set parrivals_] [$fmon(82) set pdepartures_] [$fmon(82) set pdrops_] [$qint(82) set sum_]"
    foreach f [$fmon(82) flows] { puts "QDROP 82 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(83) newpoint $now [$fmon(83) set pkts_]
    puts "LINK 83 [$fmon(83) set parrivals_] [$fmon(83) set pdepartures_] [$fmon(83) set pdrops_] [$qint(83) set sum_]"
    foreach f [$fmon(83) flows] { puts "QDROP 83 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(84) newpoint $now [$fmon(84) set pkts_]
    puts "LINK 84 [$fmon(84) set parrivals_] [$fmon(84) set pdepartures_] [$fmon(84) set pdrops_] [$qint(84) set sum_]"
    foreach f [$fmon(84) flows] { puts "QDROP 84 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(85) newpoint $now [$fmon(85) set pkts_]
    puts "LINK 85 [$fmon(85) set parrivals_] [$fmon(85) set pdepartures_] [$fmon(85) set pdrops_] [$qint(85) set sum_]"
    foreach f [$fmon(85) flows] { puts "QDROP 85 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(86) newpoint $now [$fmon(86) set pkts_]
    puts "LINK 86 [$fmon(86) set parrivals_] [$fmon(86) set pdepartures_] [$fmon(86) set pdrops_] [$qint(86) set sum_]"
    foreach f [$fmon(86) flows] { puts "QDROP 86 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(87) newpoint $now [$fmon(87) set pkts_]
    puts "LINK 87 [$fmon(87) set parrivals_] [$fmon(87) set pdepartures_] [$fmon(87) set pdrops_] [$qint(87) set sum_]"
    foreach f [$fmon(87) flows] { puts "QDROP 87 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(88) newpoint $now [$fmon(88) set pkts_]
    puts "LINK 88 [$fmon(88) set parrivals_] [$fmon(88) set pdepartures_] [$fmon(88) set pdrops_] [$qint(88) set sum_]"
    foreach f [$fmon(88) flows] { puts "QDROP 88 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(89) newpoint $now [$fmon(89) set pkts_]
    puts "LINK 89 [$fmon(89) set parrivals_] [$fmon(89) set pdepartures_] [$fmon(89) set pdrops_] [$qint(89) set sum_]"
    foreach f [$fmon(89) flows] { puts "QDROP 89 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(90) newpoint $now [$fmon(90) set pkts_]
    puts "LINK 90 [$fmon(90) set parrivals_] [$fmon(90) set pdepartures_] [$fmon(90) set pdrops_] [$qint(90) set sum_]"
    foreach f [$fmon(90) flows] { puts "QDROP 90 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(91) newpoint $now [$fmon(91) set pkts_]
    puts "LINK 91 [$fmon(91) set parrivals_] [$fmon(91) set pdepartures_] [$fmon(91) set pdrops_] [$qint(91) set sum_]"
    foreach f [$fmon(91) flows] { puts "QDROP 91 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(92) newpoint $now [$fmon(92) set pkts_]
    puts "LINK 92 [$fmon(92) set parrivals_] [$fmon(92) set pdepartures_] [$fmon(92) set pdrops_] [$qint(92) set sum_]"
    foreach f [$fmon(92) flows] { puts "QDROP 92 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(93) newpoint $now [$fmon(93) set pkts_]
    puts "LINK 93 [$fmon(93) set parrivals_] [$fmon(93) set pdepartures_] [$fmon(93) set pdrops_] [$qint(93) set sum_]"
    foreach f [$fmon(93) flows] { puts "QDROP 93 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(94) newpoint $now [$fmon(94) set pkts_]
    puts "LINK 94 [$fmon(94) set parrivals_] [$fmon(94) set pdepartures_] [$fmon(94) set pdrops_] [$qint(94) set sum_]"
    foreach f [$fmon(94) flows] { puts "QDROP 94 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(95) newpoint $now [$fmon(95) set pkts_]
    puts "LINK 95 [$fmon(95) set parrivals_] [$fmon(95) set pdepartures_] [$fmon(95) set pdrops_] [$qint(95) set sum_]"
    foreach f [$fmon(95) flows] { puts "QDROP 95 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(96) newpoint $now [$fmon(96) set pkts_]
    puts "LINK 96 [$fmon(96) set parrivals_] [$fmon(96) set pdepartures_] [$fmon(96) set pdrops_] [$qint(96) set sum_]"
    foreach f [$fmon(96) flows] { puts "QDROP 96 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(97) newpoint $now [$fmon(97) set pkts_]
    puts "LINK 97 [$fmon(97) set parrivals_] [$fmon(97) set pdepartures_] [$fmon(97) set pdrops_] [$qint(97) set sum_]"
    foreach f [$fmon(97) flows] { puts "QDROP 97 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(98) newpoint $now [$fmon(98) set pkts_]
    puts "LINK 98 [$fmon(98) set parrivals_] [$fmon(98) set pdepartures_] [$fmon(98) set pdrops_] [$qint(98) set sum_]"
    foreach f [$fmon(98) flows] { puts "QDROP 98 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(99) newpoint $now [$fmon(99) set pkts_]
    puts "LINK 99 [$fmon(99) set parrivals_] [$fmon(99) set pdepartures_] [$fmon(99) set pdrops_] [$qint(99) set sum_]"
    foreach f [$fmon(99) flows] { puts "QDROP 99 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(100) newpoint $now [$fmon(100) set pkts_]
    puts "LINK 100 [$fmon(100) set parrivals_] [$fmon(100) set pdepartures_] [$fmon(100) set pdrops_] [$qint(100) set sum_]"
    foreach f [$fmon(100) flows] { puts "QDROP 100 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(101) newpoint $now [$fmon(101) set pkts_]
    puts "LINK 101 [$fmon(101) set parrivals_] [$fmon(101) set pdepartures_] [$fmon(101) set pdrops_] [$qint(101) set sum_]"
    foreach f [$fmon(101) flows] { puts "QDROP 101 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(102) newpoint $now [$fmon(102) set pkts_]
    puts "LINK 102 [$fmon(102) set parrivals_] [$fmon(102) set pdepartures_] [$fmon(102) set pdrops_] [$qint(102) set sum_]"
    foreach f [$fmon(102) flows] { puts "QDROP 102 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(103) newpoint $now [$fmon(103) set pkts_]
    puts "LINK 103 [$fmon(103) set parrivals_] [$fmon(103) set pdepartures_] [$fmon(103) set pdrops_] [$qint(103) set sum_]"
    foreach f [$fmon(103) flows] { puts "QDROP 103 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(104) newpoint $now [$fmon(104) set pkts_]
    puts "LINK 104 [$fmon(104) set parrivals_] [$fmon(104) set pdepartures_] [$fmon(104) set pdrops_] [$qint(104) set sum_]"
    foreach f [$fmon(104) flows] { puts "QDROP 104 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(105) newpoint $now [$fmon(105) set pkts_]
    puts "LINK 105 [$fmon(105) set parrivals_] [$fmon(105) set pdepartures_] [$fmon(105) set pdrops_] [$qint(105) set sum_]"
    foreach f [$fmon(105) flows] { puts "QDROP 105 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(106) newpoint $now [$fmon(106) set pkts_]
    puts "LINK 106 [$fmon(106) set parrivals_] [$fmon(106) set pdepartures_] [$fmon(106) set pdrops_] [$qint(106) set sum_]"
    foreach f [$fmon(106) flows] { puts "QDROP 106 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(107) newpoint $now [$fmon(107) set pkts_]
    puts "LINK 107 [$fmon(107) set parrivals_] [$fmon(107) set pdepartures_] [$fmon(107) set pdrops_] [$qint(107) set sum_]"
    foreach f [$fmon(107) flows] { puts "QDROP 107 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(108) newpoint $now [$fmon(108) set pkts_]
    puts "LINK 108 [$fmon(108) set parrivals_] [$fmon(108) set pdepartures_] [$fmon(108) set pdrops_] [$qint(108) set sum_]"
    foreach f [$fmon(108) flows] { puts "QDROP 108 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(109) newpoint $now [$fmon(109) set pkts_]
    puts "LINK 109 [$fmon(109) set parrivals_] [$fmon(109) set pdepartures_] [$fmon(109) set pdrops_] [$qint(109) set sum_]"
    foreach f [$fmon(109) flows] { puts "QDROP 109 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(110) newpoint $now [$fmon(110) set pkts_]
    puts "LINK 110 [$fmon(110) set parrivals_] [$fmon(110) set pdepartures_] [$fmon(110) set pdrops_] [$qint(110) set sum_]"
    foreach f [$fmon(110) flows] { puts "QDROP 110 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(111) newpoint $now [$fmon(111) set pkts_]
    puts "LINK 111 [$fmon(111) set parrivals_] [$fmon(111) set pdepartures_] [$fmon(111) set pdrops_] [$qint(111) set sum_]"
    foreach f [$fmon(111) flows] { puts "QDROP 111 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(112) newpoint $now [$fmon(112) set pkts_]
    puts "LINK 112 [$fmon(112) set parrivals_] [$fmon(112) set pdepartures_] [$fmon(112) set pdrops_] [$qint(112) set sum_]"
    foreach f [$fmon(112) flows] { puts "QDROP 112 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(113) newpoint $now [$fmon(113) set pkts_]
    puts "LINK 113 [$fmon(113) set parrivals_] [$fmon(113) set pdepartures_] [$fmon(113) set pdrops_] [$qint(113) set sum_]"
    foreach f [$fmon(113) flows] { puts "QDROP 113 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(114) newpoint $now [$fmon(114) set pkts_]
    puts "LINK 114 [$fmon(114) set parrivals_] [$fmon(114) set pdepartures_] [$fmon(114) set pdrops_] [$qint(114) set sum_]"
    foreach f [$fmon(114) flows] { puts "QDROP 114 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(115) newpoint $now [$fmon(115) set pkts_]
    puts "LINK 115 [$fmon(115) set parrivals_] [$fmon(115) set pdepartures_] [$fmon(115) set pdrops_] [$qint(115) set sum_]"
    foreach f [$fmon(115) flows] { puts "QDROP 115 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(116) newpoint $now [$fmon(116) set pkts_]
    puts "LINK 116 [$fmon(116) set parrivals_] [$fmon(116) set pdepartures_] [$fmon(116) set pdrops_] [$qint(116) set sum_]"
    foreach f [$fmon(116) flows] { puts "QDROP 116 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(117) newpoint $now [$fmon(117) set pkts_]
    puts "LINK 117 [$fmon(117) set parrivals_] [$fmon(117) set pdepartures_] [$fmon(117) set pdrops_] [$qint(117) set sum_]"
    foreach f [$fmon(117) flows] { puts "QDROP 117 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(118) newpoint $now [$fmon(118) set pkts_]
    puts "LINK 118 [$fmon(118) set parrivals_] [$fmon(118) set pdepartures_] [$fmon(118) set pdrops_] [$qint(118) set sum_]"
    foreach f [$fmon(118) flows] { puts "QDROP 118 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(119) newpoint $now [$fmon(119) set pkts_]
    puts "LINK 119 [$fmon(119) set parrivals_] [$fmon(119) set pdepartures_] [$fmon(119) set pdrops_] [$qint(119) set sum_]"
    foreach f [$fmon(119) flows] { puts "QDROP 119 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(120) newpoint $now [$fmon(120) set pkts_]
    puts "LINK 120 [$fmon(120) set parrivals_] [$fmon(120) set pdepartures_] [$fmon(120) set pdrops_] [$qint(120) set sum_]"
    foreach f [$fmon(120) flows] { puts "QDROP 120 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(121) newpoint $now [$fmon(121) set pkts_]
    puts "LINK 121 [$fmon(121) set parrivals_] [$fmon(121) set pdepartures_] [$fmon(121) set pdrops_] [$qint(121) set sum_]"
    foreach f [$fmon(121) flows] { puts "QDROP 121 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(122) newpoint $now [$fmon(122) set pkts_]
    puts "LINK 122 [$fmon(122) set parrivals_] [$fmon(122) set pdepartures_] [$fmon(122) set pdrops_] [$qint(122) set sum_]"
    foreach f [$fmon(122) flows] { puts "QDROP 122 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(123) newpoint $now [$fmon(123) set pkts_]
    puts "LINK 123 [$fmon(123) set parrivals_] [$fmon(123) set pdepartures_] [$fmon(123) set pdrops_] [$qint(123) set sum_]"
    foreach f [$fmon(123) flows] { puts "QDROP 123 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(124) newpoint $now [$fmon(124) set pkts_]
    puts "LINK 124 [$fmon(124) set parrivals_] [$fmon(124) set pdepartures_] [$fmon(124) set pdrops_] [$qint(124) set sum_]"
    foreach f [$fmon(124) flows] { puts "QDROP 124 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(125) newpoint $now [$fmon(125) set pkts_]
    puts "LINK 125 [$fmon(125) set parrivals_] [$fmon(125) set pdepartures_] [$fmon(125) set pdrops_] [$qint(125) set sum_]"
    foreach f [$fmon(125) flows] { puts "QDROP 125 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(126) newpoint $now [$fmon(126) set pkts_]
    puts "LINK 126 [$fmon(126) set parrivals_] [$fmon(126) set pdepartures_] [$fmon(126) set pdrops_] [$qint(126) set sum_]"
    foreach f [$fmon(126) flows] { puts "QDROP 126 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(127) newpoint $now [$fmon(127) set pkts_]
    puts "LINK 127 [$fmon(127) set parrivals_] [$fmon(127) set pdepartures_] [$fmon(127) set pdrops_] [$qint(127) set sum_]"
    foreach f [$fmon(127) flows] { puts "QDROP 127 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(128) newpoint $now [$fmon(128) set pkts_]
    puts "LINK 128 [$fmon(128) set parrivals_] [$fmon(128) set pdepartures_] [$fmon(128) set pdrops_] [$qint(128) set sum_]"
    foreach f [$fmon(128) flows] { puts "QDROP 128 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(129) newpoint $now [$fmon(129) set pkts_]
    puts "LINK 129 [$fmon(129) set parrivals_] [$fmon(129) set pdepartures_] [$fmon(129) set pdrops_] [$qint(129) set sum_]"
    foreach f [$fmon(129) flows] { puts "QDROP 129 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(130) newpoint $now [$fmon(130) set pkts_]
    puts "LINK 130 [$fmon(130) set parrivals_] [$fmon(130) set pdepartures_] [$fmon(130) set pdrops_] [$qint(130) set sum_]"
    foreach f [$fmon(130) flows] { puts "QDROP 130 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(131) newpoint $now [$fmon(131) set pkts_]
    puts "LINK 131 [$fmon(131) set parrivals_] [$fmon(131) set pdepartures_] [$fmon(131) set pdrops_] [$qint(131) set sum_]"
    foreach f [$fmon(131) flows] { puts "QDROP 131 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(132) newpoint $now [$fmon(132) set pkts_]
    puts "LINK 132 [$fmon(132) set parrivals_] [$fmon(132) set pdepartures_] [$fmon(132) set pdrops_] [$qint(132) set sum_]"
    foreach f [$fmon(132) flows] { puts "QDROP 132 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(133) newpoint $now [$fmon(133) set pkts_]
    puts "LINK 133 [$fmon(133) set parrivals_] [$fmon(133) set pdepartures_] [$fmon(133) set pdrops_] [$qint(133) set sum_]"
    foreach f [$fmon(133) flows] { puts "QDROP 133 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(134) newpoint $now [$fmon(134) set pkts_]
    puts "LINK 134 [$fmon(134) set parrivals_] [$fmon(134) set pdepartures_] [$fmon(134) set pdrops_] [$qint(134) set sum_]"
    foreach f [$fmon(134) flows] { puts "QDROP 134 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(135) newpoint $now [$fmon(135) set pkts_]
    puts "LINK 135 [$fmon(135) set parrivals_] [$fmon(135) set pdepartures_] [$fmon(135) set pdrops_] [$qint(135) set sum_]"
    foreach f [$fmon(135) flows] { puts "QDROP 135 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(136) newpoint $now [$fmon(136) set pkts_]
    puts "LINK 136 [$fmon(136) set parrivals_] [$fmon(136) set pdepartures_] [$fmon(136) set pdrops_] [$qint(136) set sum_]"
    foreach f [$fmon(136) flows] { puts "QDROP 136 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(137) newpoint $now [$fmon(137) set pkts_]
    puts "LINK 137 [$fmon(137) set parrivals_] [$fmon(137) set pdepartures_] [$fmon(137) set pdrops_] [$qint(137) set sum_]"
    foreach f [$fmon(137) flows] { puts "QDROP 137 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(138) newpoint $now [$fmon(138) set pkts_]
    puts "LINK 138 [$fmon(138) set parrivals_] [$fmon(138) set pdepartures_] [$fmon(138) set pdrops_] [$qint(138) set sum_]"
    foreach f [$fmon(138) flows] { puts "QDROP 138 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(139) newpoint $now [$fmon(139) set pkts_]
    puts "LINK 139 [$fmon(139) set parrivals_] [$fmon(139) set pdepartures_] [$fmon(139) set pdrops_] [$qint(139) set sum_]"
    foreach f [$fmon(139) flows] { puts "QDROP 139 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(140) newpoint $now [$fmon(140) set pkts_]
    puts "LINK 140 [$fmon(140) set parrivals_] [$fmon(140) set pdepartures_] [$fmon(140) set pdrops_] [$qint(140) set sum_]"
    foreach f [$fmon(140) flows] { puts "QDROP 140 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(141) newpoint $now [$fmon(141) set pkts_]
    puts "LINK 141 [$fmon(141) set parrivals_] [$fmon(141) set pdepartures_] [$fmon(141) set pdrops_] [$qint(141) set sum_]"
    foreach f [$fmon(141) flows] { puts "QDROP 141 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(142) newpoint $now [$fmon(142) set pkts_]
    puts "LINK 142 [$fmon(142) set parrivals_] [$fmon(142) set pdepartures_] [$fmon(142) set pdrops_] [$qint(142) set sum_]"
    foreach f [$fmon(142) flows] { puts "QDROP 142 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(143) newpoint $now [$fmon(143) set pkts_]
    puts "LINK 143 [$fmon(143) set parrivals_] [$fmon(143) set pdepartures_] [$fmon(143) set pdrops_] [$qint(143) set sum_]"
    foreach f [$fmon(143) flows] { puts "QDROP 143 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(144) newpoint $now [$fmon(144) set pkts_]
    puts "LINK 144 [$fmon(144) set parrivals_] [$fmon(144) set pdepartures_] [$fmon(144) set pdrops_] [$qint(144) set sum_]"
    foreach f [$fmon(144) flows] { puts "QDROP 144 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(145) newpoint $now [$fmon(145) set pkts_]
    puts "LINK 145 [$fmon(145) set parrivals_] [$fmon(145) set pdepartures_] [$fmon(145) set pdrops_] [$qint(145) set sum_]"
    foreach f [$fmon(145) flows] { puts "QDROP 145 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(146) newpoint $now [$fmon(146) set pkts_]
    puts "LINK 146 [$fmon(146) set parrivals_] [$fmon(146) set pdepartures_] [$fmon(146) set pdrops_] [$qint(146) set sum_]"
    foreach f [$fmon(146) flows] { puts "QDROP 146 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(147) newpoint $now [$fmon(147) set pkts_]
    puts "LINK 147 [$fmon(147) set parrivals_] [$fmon(147) set pdepartures_] [$fmon(147) set pdrops_] [$qint(147) set sum_]"
    foreach f [$fmon(147) flows] { puts "QDROP 147 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(148) newpoint $now [$fmon(148) set pkts_]
    puts "LINK 148 [$fmon(148) set parrivals_] [$fmon(148) set pdepartures_] [$fmon(148) set pdrops_] [$qint(148) set sum_]"
    foreach f [$fmon(148) flows] { puts "QDROP 148 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(149) newpoint $now [$fmon(149) set pkts_]
    puts "LINK 149 [$fmon(149) set parrivals_] [$fmon(149) set pdepartures_] [$fmon(149) set pdrops_] [$qint(149) set sum_]"
    foreach f [$fmon(149) flows] { puts "QDROP 149 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(150) newpoint $now [$fmon(150) set pkts_]
    puts "LINK 150 [$fmon(150) set parrivals_] [$fmon(150) set pdepartures_] [$fmon(150) set pdrops_] [$qint(150) set sum_]"
    foreach f [$fmon(150) flows] { puts "QDROP 150 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(151) newpoint $now [$fmon(151) set pkts_]
    puts "LINK 151 [$fmon(151) set parrivals_] [$fmon(151) set pdepartures_] [$fmon(151) set pdrops_] [$qint(151) set sum_]"
    foreach f [$fmon(151) flows] { puts "QDROP 151 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(152) newpoint $now [$fmon(152) set pkts_]
    puts "LINK 152 [$fmon(152) set parrivals_] [$fmon(152) set pdepartures_] [$fmon(152) set pdrops_] [$qint(152) set sum_]"
    foreach f [$fmon(152) flows] { puts "QDROP 152 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(153) newpoint $now [$fmon(153) set pkts_]
    puts "LINK 153 [$fmon(153) set parrivals_] [$fmon(153) set pdepartures_] [$fmon(153) set pdrops_] [$qint(153) set sum_]"
    foreach f [$fmon(153) flows] { puts "QDROP 153 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(154) newpoint $now [$fmon(154) set pkts_]
    puts "LINK 154 [$fmon(154) set parrivals_] [$fmon(154) set pdepartures_] [$fmon(154) set pdrops_] [$qint(154) set sum_]"
    foreach f [$fmon(154) flows] { puts "QDROP 154 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(155) newpoint $now [$fmon(155) set pkts_]
    puts "LINK 155 [$fmon(155) set parrivals_] [$fmon(155) set pdepartures_] [$fmon(155) set pdrops_] [$qint(155) set sum_]"
    foreach f [$fmon(155) flows] { puts "QDROP 155 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(156) newpoint $now [$fmon(156) set pkts_]
    puts "LINK 156 [$fmon(156) set parrivals_] [$fmon(156) set pdepartures_] [$fmon(156) set pdrops_] [$qint(156) set sum_]"
    foreach f [$fmon(156) flows] { puts "QDROP 156 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(157) newpoint $now [$fmon(157) set pkts_]
    puts "LINK 157 [$fmon(157) set parrivals_] [$fmon(157) set pdepartures_] [$fmon(157) set pdrops_] [$qint(157) set sum_]"
    foreach f [$fmon(157) flows] { puts "QDROP 157 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(158) newpoint $now [$fmon(158) set pkts_]
    puts "LINK 158 [$fmon(158) set parrivals_] [$fmon(158) set pdepartures_] [$fmon(158) set pdrops_] [$qint(158) set sum_]"
    foreach f [$fmon(158) flows] { puts "QDROP 158 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(159) newpoint $now [$fmon(159) set pkts_]
    puts "LINK 159 [$fmon(159) set parrivals_] [$fmon(159) set pdepartures_] [$fmon(159) set pdrops_] [$qint(159) set sum_]"
    foreach f [$fmon(159) flows] { puts "QDROP 159 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(160) newpoint $now [$fmon(160) set pkts_]
    puts "LINK 160 [$fmon(160) set parrivals_] [$fmon(160) set pdepartures_] [$fmon(160) set pdrops_] [$qint(160) set sum_]"
    foreach f [$fmon(160) flows] { puts "QDROP 160 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(161) newpoint $now [$fmon(161) set pkts_]
    puts "LINK 161 [$fmon(161) set parrivals_] [$fmon(161) set pdepartures_] [$fmon(161) set pdrops_] [$qint(161) set sum_]"
    foreach f [$fmon(161) flows] { puts "QDROP 161 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(162) newpoint $now [$fmon(162) set pkts_]
    puts "LINK 162 [$fmon(162) set parrivals_] [$fmon(162) set pdepartures_] [$fmon(162) set pdrops_] [$qint(162) set sum_]"
    foreach f [$fmon(162) flows] { puts "QDROP 162 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(163) newpoint $now [$fmon(163) set pkts_]
    puts "LINK 163 [$fmon(163) set parrivals_] [$fmon(163) set pdepartures_] [$fmon(163) set pdrops_] [$qint(163) set sum_]"
    foreach f [$fmon(163) flows] { puts "QDROP 163 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(164) newpoint $now [$fmon(164) set pkts_]
    puts "LINK 164 [$fmon(164) set parrivals_] [$fmon(164) set pdepartures_] [$fmon(164) set pdrops_] [$qint(164) set sum_]"
    foreach f [$fmon(164) flows] { puts "QDROP 164 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(165) newpoint $now [$fmon(165) set pkts_]
    puts "LINK 165 [$fmon(165) set parrivals_] [$fmon(165) set pdepartures_] [$fmon(165) set pdrops_] [$qint(165) set sum_]"
    foreach f [$fmon(165) flows] { puts "QDROP 165 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(166) newpoint $now [$fmon(166) set pkts_]
    puts "LINK 166 [$fmon(166) set parrivals_] [$fmon(166) set pdepartures_] [$fmon(166) set pdrops_] [$qint(166) set sum_]"
    foreach f [$fmon(166) flows] { puts "QDROP 166 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(167) newpoint $now [$fmon(167) set pkts_]
    puts "LINK 167 [$fmon(167) set parrivals_] [$fmon(167) set pdepartures_] [$fmon(167) set pdrops_] [$qint(167) set sum_]"
    foreach f [$fmon(167) flows] { puts "QDROP 167 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(168) newpoint $now [$fmon(168) set pkts_]
    puts "LINK 168 [$fmon(168) set parrivals_] [$fmon(168) set pdepartures_] [$fmon(168) set pdrops_] [$qint(168) set sum_]"
    foreach f [$fmon(168) flows] { puts "QDROP 168 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(169) newpoint $now [$fmon(169) set pkts_]
    puts "LINK 169 [$fmon(169) set parrivals_] [$fmon(169) set pdepartures_] [$fmon(169) set pdrops_] [$qint(169) set sum_]"
    foreach f [$fmon(169) flows] { puts "QDROP 169 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(170) newpoint $now [$fmon(170) set pkts_]
    puts "LINK 170 [$fmon(170) set parrivals_] [$fmon(170) set pdepartures_] [$fmon(170) set pdrops_] [$qint(170) set sum_]"
    foreach f [$fmon(170) flows] { puts "QDROP 170 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(171) newpoint $now [$fmon(171) set pkts_]
    puts "LINK 171 [$fmon(171) set parrivals_] [$fmon(171) set pdepartures_] [$fmon(171) set pdrops_] [$qint(171) set sum_]"
    foreach f [$fmon(171) flows] { puts "QDROP 171 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(172) newpoint $now [$fmon(172) set pkts_]
    puts "LINK 172 [$fmon(172) set parrivals_] [$fmon(172) set pdepartures_] [$fmon(172) set pdrops_] [$qint(172) set sum_]"
    foreach f [$fmon(172) flows] { puts "QDROP 172 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(173) newpoint $now [$fmon(173) set pkts_]
    puts "LINK 173 [$fmon(173) set parrivals_] [$fmon(173) set pdepartures_] [$fmon(173) set pdrops_] [$qint(173) set sum_]"
    foreach f [$fmon(173) flows] { puts "QDROP 173 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(174) newpoint $now [$fmon(174) set pkts_]
    puts "LINK 174 [$fmon(174) set parrivals_] [$fmon(174) set pdepartures_] [$fmon(174) set pdrops_] [$qint(174) set sum_]"
    foreach f [$fmon(174) flows] { puts "QDROP 174 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(175) newpoint $now [$fmon(175) set pkts_]
    puts "LINK 175 [$fmon(175) set parrivals_] [$fmon(175) set pdepartures_] [$fmon(175) set pdrops_] [$qint(175) set sum_]"
    foreach f [$fmon(175) flows] { puts "QDROP 175 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(176) newpoint $now [$fmon(176) set pkts_]
    puts "LINK 176 [$fmon(176) set parrivals_] [$fmon(176) set pdepartures_] [$fmon(176) set pdrops_] [$qint(176) set sum_]"
    foreach f [$fmon(176) flows] { puts "QDROP 176 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(177) newpoint $now [$fmon(177) set pkts_]
    puts "LINK 177 [$fmon(177) set parrivals_] [$fmon(177) set pdepartures_] [$fmon(177) set pdrops_] [$qint(177) set sum_]"
    foreach f [$fmon(177) flows] { puts "QDROP 177 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(178) newpoint $now [$fmon(178) set pkts_]
    puts "LINK 178 [$fmon(178) set parrivals_] [$fmon(178) set pdepartures_] [$fmon(178) set pdrops_] [$qint(178) set sum_]"
    foreach f [$fmon(178) flows] { puts "QDROP 178 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(179) newpoint $now [$fmon(179) set pkts_]
    puts "LINK 179 [$fmon(179) set parrivals_] [$fmon(179) set pdepartures_] [$fmon(179) set pdrops_] [$qint(179) set sum_]"
    foreach f [$fmon(179) flows] { puts "QDROP 179 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(180) newpoint $now [$fmon(180) set pkts_]
    puts "LINK 180 [$fmon(180) set parrivals_] [$fmon(180) set pdepartures_] [$fmon(180) set pdrops_] [$qint(180) set sum_]"
    foreach f [$fmon(180) flows] { puts "QDROP 180 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(181) newpoint $now [$fmon(181) set pkts_]
    puts "LINK 181 [$fmon(181) set parrivals_] [$fmon(181) set pdepartures_] [$fmon(181) set pdrops_] [$qint(181) set sum_]"
    foreach f [$fmon(181) flows] { puts "QDROP 181 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(182) newpoint $now [$fmon(182) set pkts_]
    puts "LINK 182 [$fmon(182) set parrivals_] [$fmon(182) set pdepartures_] [$fmon(182) set pdrops_] [$qint(182) set sum_]"
    foreach f [$fmon(182) flows] { puts "QDROP 182 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(183) newpoint $now [$fmon(183) set pkts_]
    puts "LINK 183 [$fmon(183) set parrivals_] [$fmon(183) set pdepartures_] [$fmon(183) set pdrops_] [$qint(183) set sum_]"
    foreach f [$fmon(183) flows] { puts "QDROP 183 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(184) newpoint $now [$fmon(184) set pkts_]
    puts "LINK 184 [$fmon(184) set parrivals_] [$fmon(184) set pdepartures_] [$fmon(184) set pdrops_] [$qint(184) set sum_]"
    foreach f [$fmon(184) flows] { puts "QDROP 184 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(185) newpoint $now [$fmon(185) set pkts_]
    puts "LINK 185 [$fmon(185) set parrivals_] [$fmon(185) set pdepartures_] [$fmon(185) set pdrops_] [$qint(185) set sum_]"
    foreach f [$fmon(185) flows] { puts "QDROP 185 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(186) newpoint $now [$fmon(186) set pkts_]
    puts "LINK 186 [$fmon(186) set parrivals_] [$fmon(186) set pdepartures_] [$fmon(186) set pdrops_] [$qint(186) set sum_]"
    foreach f [$fmon(186) flows] { puts "QDROP 186 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(187) newpoint $now [$fmon(187) set pkts_]
    puts "LINK 187 [$fmon(187) set parrivals_] [$fmon(187) set pdepartures_] [$fmon(187) set pdrops_] [$qint(187) set sum_]"
    foreach f [$fmon(187) flows] { puts "QDROP 187 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(188) newpoint $now [$fmon(188) set pkts_]
    puts "LINK 188 [$fmon(188) set parrivals_] [$fmon(188) set pdepartures_] [$fmon(188) set pdrops_] [$qint(188) set sum_]"
    foreach f [$fmon(188) flows] { puts "QDROP 188 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(189) newpoint $now [$fmon(189) set pkts_]
    puts "LINK 189 [$fmon(189) set parrivals_] [$fmon(189) set pdepartures_] [$fmon(189) set pdrops_] [$qint(189) set sum_]"
    foreach f [$fmon(189) flows] { puts "QDROP 189 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(190) newpoint $now [$fmon(190) set pkts_]
    puts "LINK 190 [$fmon(190) set parrivals_] [$fmon(190) set pdepartures_] [$fmon(190) set pdrops_] [$qint(190) set sum_]"
    foreach f [$fmon(190) flows] { puts "QDROP 190 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(191) newpoint $now [$fmon(191) set pkts_]
    puts "LINK 191 [$fmon(191) set parrivals_] [$fmon(191) set pdepartures_] [$fmon(191) set pdrops_] [$qint(191) set sum_]"
    foreach f [$fmon(191) flows] { puts "QDROP 191 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(192) newpoint $now [$fmon(192) set pkts_]
    puts "LINK 192 [$fmon(192) set parrivals_] [$fmon(192) set pdepartures_] [$fmon(192) set pdrops_] [$qint(192) set sum_]"
    foreach f [$fmon(192) flows] { puts "QDROP 192 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(193) newpoint $now [$fmon(193) set pkts_]
    puts "LINK 193 [$fmon(193) set parrivals_] [$fmon(193) set pdepartures_] [$fmon(193) set pdrops_] [$qint(193) set sum_]"
    foreach f [$fmon(193) flows] { puts "QDROP 193 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(194) newpoint $now [$fmon(194) set pkts_]
    puts "LINK 194 [$fmon(194) set parrivals_] [$fmon(194) set pdepartures_] [$fmon(194) set pdrops_] [$qint(194) set sum_]"
    foreach f [$fmon(194) flows] { puts "QDROP 194 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(195) newpoint $now [$fmon(195) set pkts_]
    puts "LINK 195 [$fmon(195) set parrivals_] [$fmon(195) set pdepartures_] [$fmon(195) set pdrops_] [$qint(195) set sum_]"
    foreach f [$fmon(195) flows] { puts "QDROP 195 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(196) newpoint $now [$fmon(196) set pkts_]
    puts "LINK 196 [$fmon(196) set parrivals_] [$fmon(196) set pdepartures_] [$fmon(196) set pdrops_] [$qint(196) set sum_]"
    foreach f [$fmon(196) flows] { puts "QDROP 196 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(197) newpoint $now [$fmon(197) set pkts_]
    puts "LINK 197 [$fmon(197) set parrivals_] [$fmon(197) set pdepartures_] [$fmon(197) set pdrops_] [$qint(197) set sum_]"
    foreach f [$fmon(197) flows] { puts "QDROP 197 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(198) newpoint $now [$fmon(198) set pkts_]
    puts "LINK 198 [$fmon(198) set parrivals_] [$fmon(198) set pdepartures_] [$fmon(198) set pdrops_] [$qint(198) set sum_]"
    foreach f [$fmon(198) flows] { puts "QDROP 198 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(199) newpoint $now [$fmon(199) set pkts_]
    puts "LINK 199 [$fmon(199) set parrivals_] [$fmon(199) set pdepartures_] [$fmon(199) set pdrops_] [$qint(199) set sum_]"
    foreach f [$fmon(199) flows] { puts "QDROP 199 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(200) newpoint $now [$fmon(200) set pkts_]
    puts "LINK 200 [$fmon(200) set parrivals_] [$fmon(200) set pdepartures_] [$fmon(200) set pdrops_] [$qint(200) set sum_]"
    foreach f [$fmon(200) flows] { puts "QDROP 200 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $qint(201) newpoint $now [$fmon(201) set pkts_]
    puts "LINK 201 [$fmon(201) set parrivals_] [$fmon(201) set pdepartures_] [$fmon(201) set pdrops_] [$qint(201) set sum_]"
    foreach f [$fmon(201) flows] { puts "QDROP 201 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    exit 0
}
$ns at 1000.000000000 finish
$ns run
