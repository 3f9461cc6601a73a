# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
# nodes: 0 r1, 1 r2, 2 src_web.0, 3 dst_web.0, 4 src_web.1, 5 dst_web.1, 6 src_web.2, 7 dst_web.2, 8 src_web.3, 9 dst_web.3, 10 src_web.4, 11 dst_web.4, 12 src_web.5, 13 dst_web.5, 14 src_web.6, 15 dst_web.6, 16 src_web.7, 17 dst_web.7, 18 src_web.8, 19 dst_web.8, 20 src_web.9, 21 dst_web.9, 22 src_web.10, 23 dst_web.10, 24 src_web.11, 25 dst_web.11, 26 src_web.12, 27 dst_web.12, 28 src_web.13, 29 dst_web.13, 30 src_web.14, 31 dst_web.14, 32 src_web.15, 33 dst_web.15, 34 src_web.16, 35 dst_web.16, 36 src_web.17, 37 dst_web.17, 38 src_web.18, 39 dst_web.18, 40 src_web.19, 41 dst_web.19, 42 src_web.20, 43 dst_web.20, 44 src_web.21, 45 dst_web.21, 46 src_web.22, 47 dst_web.22, 48 src_web.23, 49 dst_web.23, 50 src_web.24, 51 dst_web.24
for {set i 0} {$i < 52} {incr i} { set n($i) [$ns node] }
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
# link 2: access_src_web.0
$ns simplex-link $n(2) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_web.0_reverse
$ns simplex-link $n(0) $n(2) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_web.0
$ns simplex-link $n(1) $n(3) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_web.0_reverse
$ns simplex-link $n(3) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_web.1
$ns simplex-link $n(4) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_web.1_reverse
$ns simplex-link $n(0) $n(4) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_web.1
$ns simplex-link $n(1) $n(5) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_web.1_reverse
$ns simplex-link $n(5) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# link 10: access_src_web.2
$ns simplex-link $n(6) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(6) $n(0) 1000
set fmon(10) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(6) $n(0)] $fmon(10)
set qint(10) [new Integrator]
$fmon(10) set-pkts-integrator $qint(10)
# link 11: access_src_web.2_reverse
$ns simplex-link $n(0) $n(6) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(6) 1000
set fmon(11) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(6)] $fmon(11)
set qint(11) [new Integrator]
$fmon(11) set-pkts-integrator $qint(11)
# link 12: access_dst_web.2
$ns simplex-link $n(1) $n(7) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(7) 1000
set fmon(12) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(7)] $fmon(12)
set qint(12) [new Integrator]
$fmon(12) set-pkts-integrator $qint(12)
# link 13: access_dst_web.2_reverse
$ns simplex-link $n(7) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(7) $n(1) 1000
set fmon(13) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(7) $n(1)] $fmon(13)
set qint(13) [new Integrator]
$fmon(13) set-pkts-integrator $qint(13)
# link 14: access_src_web.3
$ns simplex-link $n(8) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(8) $n(0) 1000
set fmon(14) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(8) $n(0)] $fmon(14)
set qint(14) [new Integrator]
$fmon(14) set-pkts-integrator $qint(14)
# link 15: access_src_web.3_reverse
$ns simplex-link $n(0) $n(8) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(8) 1000
set fmon(15) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(8)] $fmon(15)
set qint(15) [new Integrator]
$fmon(15) set-pkts-integrator $qint(15)
# link 16: access_dst_web.3
$ns simplex-link $n(1) $n(9) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(9) 1000
set fmon(16) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(9)] $fmon(16)
set qint(16) [new Integrator]
$fmon(16) set-pkts-integrator $qint(16)
# link 17: access_dst_web.3_reverse
$ns simplex-link $n(9) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(9) $n(1) 1000
set fmon(17) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(9) $n(1)] $fmon(17)
set qint(17) [new Integrator]
$fmon(17) set-pkts-integrator $qint(17)
# link 18: access_src_web.4
$ns simplex-link $n(10) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(10) $n(0) 1000
set fmon(18) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(10) $n(0)] $fmon(18)
set qint(18) [new Integrator]
$fmon(18) set-pkts-integrator $qint(18)
# link 19: access_src_web.4_reverse
$ns simplex-link $n(0) $n(10) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(10) 1000
set fmon(19) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(10)] $fmon(19)
set qint(19) [new Integrator]
$fmon(19) set-pkts-integrator $qint(19)
# link 20: access_dst_web.4
$ns simplex-link $n(1) $n(11) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(11) 1000
set fmon(20) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(11)] $fmon(20)
set qint(20) [new Integrator]
$fmon(20) set-pkts-integrator $qint(20)
# link 21: access_dst_web.4_reverse
$ns simplex-link $n(11) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(11) $n(1) 1000
set fmon(21) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(11) $n(1)] $fmon(21)
set qint(21) [new Integrator]
$fmon(21) set-pkts-integrator $qint(21)
# link 22: access_src_web.5
$ns simplex-link $n(12) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(12) $n(0) 1000
set fmon(22) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(12) $n(0)] $fmon(22)
set qint(22) [new Integrator]
$fmon(22) set-pkts-integrator $qint(22)
# link 23: access_src_web.5_reverse
$ns simplex-link $n(0) $n(12) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(12) 1000
set fmon(23) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(12)] $fmon(23)
set qint(23) [new Integrator]
$fmon(23) set-pkts-integrator $qint(23)
# link 24: access_dst_web.5
$ns simplex-link $n(1) $n(13) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(13) 1000
set fmon(24) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(13)] $fmon(24)
set qint(24) [new Integrator]
$fmon(24) set-pkts-integrator $qint(24)
# link 25: access_dst_web.5_reverse
$ns simplex-link $n(13) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(13) $n(1) 1000
set fmon(25) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(13) $n(1)] $fmon(25)
set qint(25) [new Integrator]
$fmon(25) set-pkts-integrator $qint(25)
# link 26: access_src_web.6
$ns simplex-link $n(14) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(14) $n(0) 1000
set fmon(26) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(14) $n(0)] $fmon(26)
set qint(26) [new Integrator]
$fmon(26) set-pkts-integrator $qint(26)
# link 27: access_src_web.6_reverse
$ns simplex-link $n(0) $n(14) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(14) 1000
set fmon(27) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(14)] $fmon(27)
set qint(27) [new Integrator]
$fmon(27) set-pkts-integrator $qint(27)
# link 28: access_dst_web.6
$ns simplex-link $n(1) $n(15) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(15) 1000
set fmon(28) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(15)] $fmon(28)
set qint(28) [new Integrator]
$fmon(28) set-pkts-integrator $qint(28)
# link 29: access_dst_web.6_reverse
$ns simplex-link $n(15) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(15) $n(1) 1000
set fmon(29) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(15) $n(1)] $fmon(29)
set qint(29) [new Integrator]
$fmon(29) set-pkts-integrator $qint(29)
# link 30: access_src_web.7
$ns simplex-link $n(16) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(16) $n(0) 1000
set fmon(30) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(16) $n(0)] $fmon(30)
set qint(30) [new Integrator]
$fmon(30) set-pkts-integrator $qint(30)
# link 31: access_src_web.7_reverse
$ns simplex-link $n(0) $n(16) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(16) 1000
set fmon(31) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(16)] $fmon(31)
set qint(31) [new Integrator]
$fmon(31) set-pkts-integrator $qint(31)
# link 32: access_dst_web.7
$ns simplex-link $n(1) $n(17) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(17) 1000
set fmon(32) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(17)] $fmon(32)
set qint(32) [new Integrator]
$fmon(32) set-pkts-integrator $qint(32)
# link 33: access_dst_web.7_reverse
$ns simplex-link $n(17) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(17) $n(1) 1000
set fmon(33) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(17) $n(1)] $fmon(33)
set qint(33) [new Integrator]
$fmon(33) set-pkts-integrator $qint(33)
# link 34: access_src_web.8
$ns simplex-link $n(18) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(18) $n(0) 1000
set fmon(34) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(18) $n(0)] $fmon(34)
set qint(34) [new Integrator]
$fmon(34) set-pkts-integrator $qint(34)
# link 35: access_src_web.8_reverse
$ns simplex-link $n(0) $n(18) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(18) 1000
set fmon(35) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(18)] $fmon(35)
set qint(35) [new Integrator]
$fmon(35) set-pkts-integrator $qint(35)
# link 36: access_dst_web.8
$ns simplex-link $n(1) $n(19) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(19) 1000
set fmon(36) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(19)] $fmon(36)
set qint(36) [new Integrator]
$fmon(36) set-pkts-integrator $qint(36)
# link 37: access_dst_web.8_reverse
$ns simplex-link $n(19) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(19) $n(1) 1000
set fmon(37) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(19) $n(1)] $fmon(37)
set qint(37) [new Integrator]
$fmon(37) set-pkts-integrator $qint(37)
# link 38: access_src_web.9
$ns simplex-link $n(20) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(20) $n(0) 1000
set fmon(38) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(20) $n(0)] $fmon(38)
set qint(38) [new Integrator]
$fmon(38) set-pkts-integrator $qint(38)
# link 39: access_src_web.9_reverse
$ns simplex-link $n(0) $n(20) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(20) 1000
set fmon(39) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(20)] $fmon(39)
set qint(39) [new Integrator]
$fmon(39) set-pkts-integrator $qint(39)
# link 40: access_dst_web.9
$ns simplex-link $n(1) $n(21) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(21) 1000
set fmon(40) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(21)] $fmon(40)
set qint(40) [new Integrator]
$fmon(40) set-pkts-integrator $qint(40)
# link 41: access_dst_web.9_reverse
$ns simplex-link $n(21) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(21) $n(1) 1000
set fmon(41) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(21) $n(1)] $fmon(41)
set qint(41) [new Integrator]
$fmon(41) set-pkts-integrator $qint(41)
# link 42: access_src_web.10
$ns simplex-link $n(22) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(22) $n(0) 1000
set fmon(42) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(22) $n(0)] $fmon(42)
set qint(42) [new Integrator]
$fmon(42) set-pkts-integrator $qint(42)
# link 43: access_src_web.10_reverse
$ns simplex-link $n(0) $n(22) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(22) 1000
set fmon(43) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(22)] $fmon(43)
set qint(43) [new Integrator]
$fmon(43) set-pkts-integrator $qint(43)
# link 44: access_dst_web.10
$ns simplex-link $n(1) $n(23) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(23) 1000
set fmon(44) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(23)] $fmon(44)
set qint(44) [new Integrator]
$fmon(44) set-pkts-integrator $qint(44)
# link 45: access_dst_web.10_reverse
$ns simplex-link $n(23) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(23) $n(1) 1000
set fmon(45) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(23) $n(1)] $fmon(45)
set qint(45) [new Integrator]
$fmon(45) set-pkts-integrator $qint(45)
# link 46: access_src_web.11
$ns simplex-link $n(24) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(24) $n(0) 1000
set fmon(46) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(24) $n(0)] $fmon(46)
set qint(46) [new Integrator]
$fmon(46) set-pkts-integrator $qint(46)
# link 47: access_src_web.11_reverse
$ns simplex-link $n(0) $n(24) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(24) 1000
set fmon(47) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(24)] $fmon(47)
set qint(47) [new Integrator]
$fmon(47) set-pkts-integrator $qint(47)
# link 48: access_dst_web.11
$ns simplex-link $n(1) $n(25) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(25) 1000
set fmon(48) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(25)] $fmon(48)
set qint(48) [new Integrator]
$fmon(48) set-pkts-integrator $qint(48)
# link 49: access_dst_web.11_reverse
$ns simplex-link $n(25) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(25) $n(1) 1000
set fmon(49) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(25) $n(1)] $fmon(49)
set qint(49) [new Integrator]
$fmon(49) set-pkts-integrator $qint(49)
# link 50: access_src_web.12
$ns simplex-link $n(26) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(26) $n(0) 1000
set fmon(50) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(26) $n(0)] $fmon(50)
set qint(50) [new Integrator]
$fmon(50) set-pkts-integrator $qint(50)
# link 51: access_src_web.12_reverse
$ns simplex-link $n(0) $n(26) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(26) 1000
set fmon(51) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(26)] $fmon(51)
set qint(51) [new Integrator]
$fmon(51) set-pkts-integrator $qint(51)
# link 52: access_dst_web.12
$ns simplex-link $n(1) $n(27) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(27) 1000
set fmon(52) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(27)] $fmon(52)
set qint(52) [new Integrator]
$fmon(52) set-pkts-integrator $qint(52)
# link 53: access_dst_web.12_reverse
$ns simplex-link $n(27) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(27) $n(1) 1000
set fmon(53) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(27) $n(1)] $fmon(53)
set qint(53) [new Integrator]
$fmon(53) set-pkts-integrator $qint(53)
# link 54: access_src_web.13
$ns simplex-link $n(28) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(28) $n(0) 1000
set fmon(54) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(28) $n(0)] $fmon(54)
set qint(54) [new Integrator]
$fmon(54) set-pkts-integrator $qint(54)
# link 55: access_src_web.13_reverse
$ns simplex-link $n(0) $n(28) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(28) 1000
set fmon(55) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(28)] $fmon(55)
set qint(55) [new Integrator]
$fmon(55) set-pkts-integrator $qint(55)
# link 56: access_dst_web.13
$ns simplex-link $n(1) $n(29) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(29) 1000
set fmon(56) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(29)] $fmon(56)
set qint(56) [new Integrator]
$fmon(56) set-pkts-integrator $qint(56)
# link 57: access_dst_web.13_reverse
$ns simplex-link $n(29) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(29) $n(1) 1000
set fmon(57) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(29) $n(1)] $fmon(57)
set qint(57) [new Integrator]
$fmon(57) set-pkts-integrator $qint(57)
# link 58: access_src_web.14
$ns simplex-link $n(30) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(30) $n(0) 1000
set fmon(58) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(30) $n(0)] $fmon(58)
set qint(58) [new Integrator]
$fmon(58) set-pkts-integrator $qint(58)
# link 59: access_src_web.14_reverse
$ns simplex-link $n(0) $n(30) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(30) 1000
set fmon(59) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(30)] $fmon(59)
set qint(59) [new Integrator]
$fmon(59) set-pkts-integrator $qint(59)
# link 60: access_dst_web.14
$ns simplex-link $n(1) $n(31) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(31) 1000
set fmon(60) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(31)] $fmon(60)
set qint(60) [new Integrator]
$fmon(60) set-pkts-integrator $qint(60)
# link 61: access_dst_web.14_reverse
$ns simplex-link $n(31) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(31) $n(1) 1000
set fmon(61) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(31) $n(1)] $fmon(61)
set qint(61) [new Integrator]
$fmon(61) set-pkts-integrator $qint(61)
# link 62: access_src_web.15
$ns simplex-link $n(32) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(32) $n(0) 1000
set fmon(62) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(32) $n(0)] $fmon(62)
set qint(62) [new Integrator]
$fmon(62) set-pkts-integrator $qint(62)
# link 63: access_src_web.15_reverse
$ns simplex-link $n(0) $n(32) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(32) 1000
set fmon(63) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(32)] $fmon(63)
set qint(63) [new Integrator]
$fmon(63) set-pkts-integrator $qint(63)
# link 64: access_dst_web.15
$ns simplex-link $n(1) $n(33) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(33) 1000
set fmon(64) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(33)] $fmon(64)
set qint(64) [new Integrator]
$fmon(64) set-pkts-integrator $qint(64)
# link 65: access_dst_web.15_reverse
$ns simplex-link $n(33) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(33) $n(1) 1000
set fmon(65) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(33) $n(1)] $fmon(65)
set qint(65) [new Integrator]
$fmon(65) set-pkts-integrator $qint(65)
# link 66: access_src_web.16
$ns simplex-link $n(34) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(34) $n(0) 1000
set fmon(66) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(34) $n(0)] $fmon(66)
set qint(66) [new Integrator]
$fmon(66) set-pkts-integrator $qint(66)
# link 67: access_src_web.16_reverse
$ns simplex-link $n(0) $n(34) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(34) 1000
set fmon(67) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(34)] $fmon(67)
set qint(67) [new Integrator]
$fmon(67) set-pkts-integrator $qint(67)
# link 68: access_dst_web.16
$ns simplex-link $n(1) $n(35) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(35) 1000
set fmon(68) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(35)] $fmon(68)
set qint(68) [new Integrator]
$fmon(68) set-pkts-integrator $qint(68)
# link 69: access_dst_web.16_reverse
$ns simplex-link $n(35) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(35) $n(1) 1000
set fmon(69) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(35) $n(1)] $fmon(69)
set qint(69) [new Integrator]
$fmon(69) set-pkts-integrator $qint(69)
# link 70: access_src_web.17
$ns simplex-link $n(36) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(36) $n(0) 1000
set fmon(70) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(36) $n(0)] $fmon(70)
set qint(70) [new Integrator]
$fmon(70) set-pkts-integrator $qint(70)
# link 71: access_src_web.17_reverse
$ns simplex-link $n(0) $n(36) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(36) 1000
set fmon(71) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(36)] $fmon(71)
set qint(71) [new Integrator]
$fmon(71) set-pkts-integrator $qint(71)
# link 72: access_dst_web.17
$ns simplex-link $n(1) $n(37) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(37) 1000
set fmon(72) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(37)] $fmon(72)
set qint(72) [new Integrator]
$fmon(72) set-pkts-integrator $qint(72)
# link 73: access_dst_web.17_reverse
$ns simplex-link $n(37) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(37) $n(1) 1000
set fmon(73) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(37) $n(1)] $fmon(73)
set qint(73) [new Integrator]
$fmon(73) set-pkts-integrator $qint(73)
# link 74: access_src_web.18
$ns simplex-link $n(38) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(38) $n(0) 1000
set fmon(74) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(38) $n(0)] $fmon(74)
set qint(74) [new Integrator]
$fmon(74) set-pkts-integrator $qint(74)
# link 75: access_src_web.18_reverse
$ns simplex-link $n(0) $n(38) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(38) 1000
set fmon(75) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(38)] $fmon(75)
set qint(75) [new Integrator]
$fmon(75) set-pkts-integrator $qint(75)
# link 76: access_dst_web.18
$ns simplex-link $n(1) $n(39) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(39) 1000
set fmon(76) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(39)] $fmon(76)
set qint(76) [new Integrator]
$fmon(76) set-pkts-integrator $qint(76)
# link 77: access_dst_web.18_reverse
$ns simplex-link $n(39) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(39) $n(1) 1000
set fmon(77) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(39) $n(1)] $fmon(77)
set qint(77) [new Integrator]
$fmon(77) set-pkts-integrator $qint(77)
# link 78: access_src_web.19
$ns simplex-link $n(40) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(40) $n(0) 1000
set fmon(78) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(40) $n(0)] $fmon(78)
set qint(78) [new Integrator]
$fmon(78) set-pkts-integrator $qint(78)
# link 79: access_src_web.19_reverse
$ns simplex-link $n(0) $n(40) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(40) 1000
set fmon(79) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(40)] $fmon(79)
set qint(79) [new Integrator]
$fmon(79) set-pkts-integrator $qint(79)
# link 80: access_dst_web.19
$ns simplex-link $n(1) $n(41) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(41) 1000
set fmon(80) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(41)] $fmon(80)
set qint(80) [new Integrator]
$fmon(80) set-pkts-integrator $qint(80)
# link 81: access_dst_web.19_reverse
$ns simplex-link $n(41) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(41) $n(1) 1000
set fmon(81) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(41) $n(1)] $fmon(81)
set qint(81) [new Integrator]
$fmon(81) set-pkts-integrator $qint(81)
# link 82: access_src_web.20
$ns simplex-link $n(42) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(42) $n(0) 1000
set fmon(82) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(42) $n(0)] $fmon(82)
set qint(82) [new Integrator]
$fmon(82) set-pkts-integrator $qint(82)
# link 83: access_src_web.20_reverse
$ns simplex-link $n(0) $n(42) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(42) 1000
set fmon(83) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(42)] $fmon(83)
set qint(83) [new Integrator]
$fmon(83) set-pkts-integrator $qint(83)
# link 84: access_dst_web.20
$ns simplex-link $n(1) $n(43) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(43) 1000
set fmon(84) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(43)] $fmon(84)
set qint(84) [new Integrator]
$fmon(84) set-pkts-integrator $qint(84)
# link 85: access_dst_web.20_reverse
$ns simplex-link $n(43) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(43) $n(1) 1000
set fmon(85) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(43) $n(1)] $fmon(85)
set qint(85) [new Integrator]
$fmon(85) set-pkts-integrator $qint(85)
# link 86: access_src_web.21
$ns simplex-link $n(44) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(44) $n(0) 1000
set fmon(86) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(44) $n(0)] $fmon(86)
set qint(86) [new Integrator]
$fmon(86) set-pkts-integrator $qint(86)
# link 87: access_src_web.21_reverse
$ns simplex-link $n(0) $n(44) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(44) 1000
set fmon(87) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(44)] $fmon(87)
set qint(87) [new Integrator]
$fmon(87) set-pkts-integrator $qint(87)
# link 88: access_dst_web.21
$ns simplex-link $n(1) $n(45) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(45) 1000
set fmon(88) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(45)] $fmon(88)
set qint(88) [new Integrator]
$fmon(88) set-pkts-integrator $qint(88)
# link 89: access_dst_web.21_reverse
$ns simplex-link $n(45) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(45) $n(1) 1000
set fmon(89) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(45) $n(1)] $fmon(89)
set qint(89) [new Integrator]
$fmon(89) set-pkts-integrator $qint(89)
# link 90: access_src_web.22
$ns simplex-link $n(46) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(46) $n(0) 1000
set fmon(90) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(46) $n(0)] $fmon(90)
set qint(90) [new Integrator]
$fmon(90) set-pkts-integrator $qint(90)
# link 91: access_src_web.22_reverse
$ns simplex-link $n(0) $n(46) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(46) 1000
set fmon(91) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(46)] $fmon(91)
set qint(91) [new Integrator]
$fmon(91) set-pkts-integrator $qint(91)
# link 92: access_dst_web.22
$ns simplex-link $n(1) $n(47) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(47) 1000
set fmon(92) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(47)] $fmon(92)
set qint(92) [new Integrator]
$fmon(92) set-pkts-integrator $qint(92)
# link 93: access_dst_web.22_reverse
$ns simplex-link $n(47) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(47) $n(1) 1000
set fmon(93) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(47) $n(1)] $fmon(93)
set qint(93) [new Integrator]
$fmon(93) set-pkts-integrator $qint(93)
# link 94: access_src_web.23
$ns simplex-link $n(48) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(48) $n(0) 1000
set fmon(94) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(48) $n(0)] $fmon(94)
set qint(94) [new Integrator]
$fmon(94) set-pkts-integrator $qint(94)
# link 95: access_src_web.23_reverse
$ns simplex-link $n(0) $n(48) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(48) 1000
set fmon(95) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(48)] $fmon(95)
set qint(95) [new Integrator]
$fmon(95) set-pkts-integrator $qint(95)
# link 96: access_dst_web.23
$ns simplex-link $n(1) $n(49) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(49) 1000
set fmon(96) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(49)] $fmon(96)
set qint(96) [new Integrator]
$fmon(96) set-pkts-integrator $qint(96)
# link 97: access_dst_web.23_reverse
$ns simplex-link $n(49) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(49) $n(1) 1000
set fmon(97) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(49) $n(1)] $fmon(97)
set qint(97) [new Integrator]
$fmon(97) set-pkts-integrator $qint(97)
# link 98: access_src_web.24
$ns simplex-link $n(50) $n(0) 16000000b 0.020000000 DropTail
$ns queue-limit $n(50) $n(0) 1000
set fmon(98) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(50) $n(0)] $fmon(98)
set qint(98) [new Integrator]
$fmon(98) set-pkts-integrator $qint(98)
# link 99: access_src_web.24_reverse
$ns simplex-link $n(0) $n(50) 16000000b 0.020000000 DropTail
$ns queue-limit $n(0) $n(50) 1000
set fmon(99) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(50)] $fmon(99)
set qint(99) [new Integrator]
$fmon(99) set-pkts-integrator $qint(99)
# link 100: access_dst_web.24
$ns simplex-link $n(1) $n(51) 16000000b 0.020000000 DropTail
$ns queue-limit $n(1) $n(51) 1000
set fmon(100) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(51)] $fmon(100)
set qint(100) [new Integrator]
$fmon(100) set-pkts-integrator $qint(100)
# link 101: access_dst_web.24_reverse
$ns simplex-link $n(51) $n(1) 16000000b 0.020000000 DropTail
$ns queue-limit $n(51) $n(1) 1000
set fmon(101) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(51) $n(1)] $fmon(101)
set qint(101) [new Integrator]
$fmon(101) set-pkts-integrator $qint(101)
# flow 0: web.0 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(0) 0; set transfers(0) {}
proc transfer_0 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 0
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(2) $t
    $ns attach-agent $n(3) $s
    $ns connect $t $s
    lappend transfers(0) [list $t $s]
    $t proc done {} { global completed active; incr completed(0); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_0 50 }
    $t advanceby $packets
}
$ns at 0.249023431 {for {set k 0} {$k < 1} {incr k} { transfer_0 50 }}
# flow 1: web.1 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(1) 0; set transfers(1) {}
proc transfer_1 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 1
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(4) $t
    $ns attach-agent $n(5) $s
    $ns connect $t $s
    lappend transfers(1) [list $t $s]
    $t proc done {} { global completed active; incr completed(1); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_1 50 }
    $t advanceby $packets
}
$ns at 0.098424276 {for {set k 0} {$k < 1} {incr k} { transfer_1 50 }}
# flow 2: web.2 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(2) 0; set transfers(2) {}
proc transfer_2 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 2
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(6) $t
    $ns attach-agent $n(7) $s
    $ns connect $t $s
    lappend transfers(2) [list $t $s]
    $t proc done {} { global completed active; incr completed(2); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_2 50 }
    $t advanceby $packets
}
$ns at 0.824812319 {for {set k 0} {$k < 1} {incr k} { transfer_2 50 }}
# flow 3: web.3 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(3) 0; set transfers(3) {}
proc transfer_3 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 3
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(8) $t
    $ns attach-agent $n(9) $s
    $ns connect $t $s
    lappend transfers(3) [list $t $s]
    $t proc done {} { global completed active; incr completed(3); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_3 50 }
    $t advanceby $packets
}
$ns at 0.759939006 {for {set k 0} {$k < 1} {incr k} { transfer_3 50 }}
# flow 4: web.4 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(4) 0; set transfers(4) {}
proc transfer_4 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 4
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(10) $t
    $ns attach-agent $n(11) $s
    $ns connect $t $s
    lappend transfers(4) [list $t $s]
    $t proc done {} { global completed active; incr completed(4); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_4 50 }
    $t advanceby $packets
}
$ns at 0.442194315 {for {set k 0} {$k < 1} {incr k} { transfer_4 50 }}
# flow 5: web.5 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(5) 0; set transfers(5) {}
proc transfer_5 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 5
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(12) $t
    $ns attach-agent $n(13) $s
    $ns connect $t $s
    lappend transfers(5) [list $t $s]
    $t proc done {} { global completed active; incr completed(5); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_5 50 }
    $t advanceby $packets
}
$ns at 0.187466026 {for {set k 0} {$k < 1} {incr k} { transfer_5 50 }}
# flow 6: web.6 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(6) 0; set transfers(6) {}
proc transfer_6 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 6
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(14) $t
    $ns attach-agent $n(15) $s
    $ns connect $t $s
    lappend transfers(6) [list $t $s]
    $t proc done {} { global completed active; incr completed(6); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_6 50 }
    $t advanceby $packets
}
$ns at 0.232914291 {for {set k 0} {$k < 1} {incr k} { transfer_6 50 }}
# flow 7: web.7 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(7) 0; set transfers(7) {}
proc transfer_7 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 7
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(16) $t
    $ns attach-agent $n(17) $s
    $ns connect $t $s
    lappend transfers(7) [list $t $s]
    $t proc done {} { global completed active; incr completed(7); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_7 50 }
    $t advanceby $packets
}
$ns at 0.492697090 {for {set k 0} {$k < 1} {incr k} { transfer_7 50 }}
# flow 8: web.8 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(8) 0; set transfers(8) {}
proc transfer_8 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 8
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(18) $t
    $ns attach-agent $n(19) $s
    $ns connect $t $s
    lappend transfers(8) [list $t $s]
    $t proc done {} { global completed active; incr completed(8); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_8 50 }
    $t advanceby $packets
}
$ns at 0.222296970 {for {set k 0} {$k < 1} {incr k} { transfer_8 50 }}
# flow 9: web.9 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(9) 0; set transfers(9) {}
proc transfer_9 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 9
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(20) $t
    $ns attach-agent $n(21) $s
    $ns connect $t $s
    lappend transfers(9) [list $t $s]
    $t proc done {} { global completed active; incr completed(9); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_9 50 }
    $t advanceby $packets
}
$ns at 0.750028058 {for {set k 0} {$k < 1} {incr k} { transfer_9 50 }}
# flow 10: web.10 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(10) 0; set transfers(10) {}
proc transfer_10 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 10
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(22) $t
    $ns attach-agent $n(23) $s
    $ns connect $t $s
    lappend transfers(10) [list $t $s]
    $t proc done {} { global completed active; incr completed(10); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_10 50 }
    $t advanceby $packets
}
$ns at 0.692050645 {for {set k 0} {$k < 1} {incr k} { transfer_10 50 }}
# flow 11: web.11 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(11) 0; set transfers(11) {}
proc transfer_11 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 11
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(24) $t
    $ns attach-agent $n(25) $s
    $ns connect $t $s
    lappend transfers(11) [list $t $s]
    $t proc done {} { global completed active; incr completed(11); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_11 50 }
    $t advanceby $packets
}
$ns at 0.095425946 {for {set k 0} {$k < 1} {incr k} { transfer_11 50 }}
# flow 12: web.12 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(12) 0; set transfers(12) {}
proc transfer_12 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 12
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(26) $t
    $ns attach-agent $n(27) $s
    $ns connect $t $s
    lappend transfers(12) [list $t $s]
    $t proc done {} { global completed active; incr completed(12); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_12 50 }
    $t advanceby $packets
}
$ns at 0.224130233 {for {set k 0} {$k < 1} {incr k} { transfer_12 50 }}
# flow 13: web.13 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(13) 0; set transfers(13) {}
proc transfer_13 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 13
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(28) $t
    $ns attach-agent $n(29) $s
    $ns connect $t $s
    lappend transfers(13) [list $t $s]
    $t proc done {} { global completed active; incr completed(13); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_13 50 }
    $t advanceby $packets
}
$ns at 0.736118940 {for {set k 0} {$k < 1} {incr k} { transfer_13 50 }}
# flow 14: web.14 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(14) 0; set transfers(14) {}
proc transfer_14 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 14
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(30) $t
    $ns attach-agent $n(31) $s
    $ns connect $t $s
    lappend transfers(14) [list $t $s]
    $t proc done {} { global completed active; incr completed(14); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_14 50 }
    $t advanceby $packets
}
$ns at 0.929686550 {for {set k 0} {$k < 1} {incr k} { transfer_14 50 }}
# flow 15: web.15 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(15) 0; set transfers(15) {}
proc transfer_15 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 15
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(32) $t
    $ns attach-agent $n(33) $s
    $ns connect $t $s
    lappend transfers(15) [list $t $s]
    $t proc done {} { global completed active; incr completed(15); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_15 50 }
    $t advanceby $packets
}
$ns at 0.463726704 {for {set k 0} {$k < 1} {incr k} { transfer_15 50 }}
# flow 16: web.16 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(16) 0; set transfers(16) {}
proc transfer_16 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 16
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(34) $t
    $ns attach-agent $n(35) $s
    $ns connect $t $s
    lappend transfers(16) [list $t $s]
    $t proc done {} { global completed active; incr completed(16); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_16 50 }
    $t advanceby $packets
}
$ns at 0.070691935 {for {set k 0} {$k < 1} {incr k} { transfer_16 50 }}
# flow 17: web.17 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(17) 0; set transfers(17) {}
proc transfer_17 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 17
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(36) $t
    $ns attach-agent $n(37) $s
    $ns connect $t $s
    lappend transfers(17) [list $t $s]
    $t proc done {} { global completed active; incr completed(17); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_17 50 }
    $t advanceby $packets
}
$ns at 0.139084776 {for {set k 0} {$k < 1} {incr k} { transfer_17 50 }}
# flow 18: web.18 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(18) 0; set transfers(18) {}
proc transfer_18 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 18
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(38) $t
    $ns attach-agent $n(39) $s
    $ns connect $t $s
    lappend transfers(18) [list $t $s]
    $t proc done {} { global completed active; incr completed(18); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_18 50 }
    $t advanceby $packets
}
$ns at 0.857968847 {for {set k 0} {$k < 1} {incr k} { transfer_18 50 }}
# flow 19: web.19 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(19) 0; set transfers(19) {}
proc transfer_19 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 19
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(40) $t
    $ns attach-agent $n(41) $s
    $ns connect $t $s
    lappend transfers(19) [list $t $s]
    $t proc done {} { global completed active; incr completed(19); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_19 50 }
    $t advanceby $packets
}
$ns at 0.176744951 {for {set k 0} {$k < 1} {incr k} { transfer_19 50 }}
# flow 20: web.20 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(20) 0; set transfers(20) {}
proc transfer_20 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 20
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(42) $t
    $ns attach-agent $n(43) $s
    $ns connect $t $s
    lappend transfers(20) [list $t $s]
    $t proc done {} { global completed active; incr completed(20); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_20 50 }
    $t advanceby $packets
}
$ns at 0.023022360 {for {set k 0} {$k < 1} {incr k} { transfer_20 50 }}
# flow 21: web.21 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(21) 0; set transfers(21) {}
proc transfer_21 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 21
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(44) $t
    $ns attach-agent $n(45) $s
    $ns connect $t $s
    lappend transfers(21) [list $t $s]
    $t proc done {} { global completed active; incr completed(21); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_21 50 }
    $t advanceby $packets
}
$ns at 0.439609891 {for {set k 0} {$k < 1} {incr k} { transfer_21 50 }}
# flow 22: web.22 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(22) 0; set transfers(22) {}
proc transfer_22 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 22
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(46) $t
    $ns attach-agent $n(47) $s
    $ns connect $t $s
    lappend transfers(22) [list $t $s]
    $t proc done {} { global completed active; incr completed(22); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_22 50 }
    $t advanceby $packets
}
$ns at 0.842893178 {for {set k 0} {$k < 1} {incr k} { transfer_22 50 }}
# flow 23: web.23 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(23) 0; set transfers(23) {}
proc transfer_23 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 23
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(48) $t
    $ns attach-agent $n(49) $s
    $ns connect $t $s
    lappend transfers(23) [list $t $s]
    $t proc done {} { global completed active; incr completed(23); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_23 50 }
    $t advanceby $packets
}
$ns at 0.789381837 {for {set k 0} {$k < 1} {incr k} { transfer_23 50 }}
# flow 24: web.24 (closed loop: 1 transfers of 50 packets, each a new connection)
set completed(24) 0; set transfers(24) {}
proc transfer_24 {packets} {
    global ns n transfers active started
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
    Agent/TCP set singledup_ 0
    Agent/TCP set overhead_ 0.000000000
    Agent/TCP set maxburst_ 0
    Agent/TCP set maxcwnd_ 0
    Agent/TCP set ecn_ 0
    Agent/TCP set timestamps_ false
    Agent/TCP set tcpip_base_hdr_size_ 40
    Agent/TCP set windowOption_ 1
    Agent/TCP set increase_num_ 1.0
    Agent/TCP set decrease_num_ 0.5
    set t [new Agent/TCP/Reno]
    $t set fid_ 24
    set s [new Agent/TCPSink]
    $s set packetSize_ 40
    $ns attach-agent $n(50) $t
    $ns attach-agent $n(51) $s
    $ns connect $t $s
    lappend transfers(24) [list $t $s]
    $t proc done {} { global completed active; incr completed(24); $self set minrto_ 1e9; $self set maxrto_ 1e9; transfer_24 50 }
    $t advanceby $packets
}
$ns at 0.609261538 {for {set k 0} {$k < 1} {incr k} { transfer_24 50 }}
proc finish {} {
    global ns tcp sink fmon qint lmon trf transfers completed
    set now [$ns now]
    for {set i 0} {$i < 25} {incr i} {
        if {[lsearch -exact {0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24} $i] >= 0} {
            set sum {0 0 0 0 0}
            foreach pair $transfers($i) {
                lassign $pair t s
                set v [list [$t set ndatapack_] [$t set nrexmitpack_] [$t set nrexmit_] [$t set ncwndcuts1_] [$s set bytes_]]
                set sum [lmap a $sum b $v {expr {$a + $b}}]
            }
            puts "CFLOW $i $completed($i) $sum"
            continue
        }
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
    exit 0
}
$ns at 150.000000000 finish
$ns run
