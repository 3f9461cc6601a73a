# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
# nodes: 0 r1, 1 r2, 2 src_reno.0, 3 dst_reno.0, 4 src_reno.1, 5 dst_reno.1, 6 src_reno.2, 7 dst_reno.2, 8 src_reno.3, 9 dst_reno.3, 10 src_reno.4, 11 dst_reno.4, 12 src_reno.5, 13 dst_reno.5, 14 src_reno.6, 15 dst_reno.6, 16 src_reno.7, 17 dst_reno.7, 18 src_reno.8, 19 dst_reno.8, 20 src_reno.9, 21 dst_reno.9, 22 src_reno.10, 23 dst_reno.10, 24 src_reno.11, 25 dst_reno.11, 26 src_reno.12, 27 dst_reno.12, 28 src_reno.13, 29 dst_reno.13, 30 src_reno.14, 31 dst_reno.14, 32 src_reno.15, 33 dst_reno.15, 34 src_reno.16, 35 dst_reno.16, 36 src_reno.17, 37 dst_reno.17, 38 src_reno.18, 39 dst_reno.18, 40 src_reno.19, 41 dst_reno.19
for {set i 0} {$i < 42} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
Queue/RED set thresh_ 0
Queue/RED set maxthresh_ 0
Queue/RED set q_weight_ -1
Queue/RED set linterm_ 10.0
Queue/RED set gentle_ true
Queue/RED set wait_ true
Queue/RED set mean_pktsize_ 500
Queue/RED set bytes_ true
Queue/RED set queue_in_bytes_ true
Queue/RED set setbit_ false
Queue/RED set drop_tail_ true
Queue/RED set adaptive_ 0
Queue/RED set targetdelay_ 0.005000000
Queue/RED set summarystats_ false
Queue/RED set use_mark_p_ true
Queue/RED set mark_p_ 0.1
$ns simplex-link $n(0) $n(1) 10000000b 0.010000000 RED
$ns queue-limit $n(0) $n(1) 100
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
# link 1: bottleneck_reverse
Queue/RED set thresh_ 0
Queue/RED set maxthresh_ 0
Queue/RED set q_weight_ -1
Queue/RED set linterm_ 10.0
Queue/RED set gentle_ true
Queue/RED set wait_ true
Queue/RED set mean_pktsize_ 500
Queue/RED set bytes_ true
Queue/RED set queue_in_bytes_ true
Queue/RED set setbit_ false
Queue/RED set drop_tail_ true
Queue/RED set adaptive_ 0
Queue/RED set targetdelay_ 0.005000000
Queue/RED set summarystats_ false
Queue/RED set use_mark_p_ true
Queue/RED set mark_p_ 0.1
$ns simplex-link $n(1) $n(0) 10000000b 0.010000000 RED
$ns queue-limit $n(1) $n(0) 100
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_reno.0
$ns simplex-link $n(2) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_reno.0_reverse
$ns simplex-link $n(0) $n(2) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_reno.0
$ns simplex-link $n(1) $n(3) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_reno.0_reverse
$ns simplex-link $n(3) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_reno.1
$ns simplex-link $n(4) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_reno.1_reverse
$ns simplex-link $n(0) $n(4) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_reno.1
$ns simplex-link $n(1) $n(5) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_reno.1_reverse
$ns simplex-link $n(5) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# link 10: access_src_reno.2
$ns simplex-link $n(6) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(6) $n(0) 1000
set fmon(10) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(6) $n(0)] $fmon(10)
set qint(10) [new Integrator]
$fmon(10) set-pkts-integrator $qint(10)
# link 11: access_src_reno.2_reverse
$ns simplex-link $n(0) $n(6) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(6) 1000
set fmon(11) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(6)] $fmon(11)
set qint(11) [new Integrator]
$fmon(11) set-pkts-integrator $qint(11)
# link 12: access_dst_reno.2
$ns simplex-link $n(1) $n(7) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(7) 1000
set fmon(12) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(7)] $fmon(12)
set qint(12) [new Integrator]
$fmon(12) set-pkts-integrator $qint(12)
# link 13: access_dst_reno.2_reverse
$ns simplex-link $n(7) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(7) $n(1) 1000
set fmon(13) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(7) $n(1)] $fmon(13)
set qint(13) [new Integrator]
$fmon(13) set-pkts-integrator $qint(13)
# link 14: access_src_reno.3
$ns simplex-link $n(8) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(8) $n(0) 1000
set fmon(14) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(8) $n(0)] $fmon(14)
set qint(14) [new Integrator]
$fmon(14) set-pkts-integrator $qint(14)
# link 15: access_src_reno.3_reverse
$ns simplex-link $n(0) $n(8) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(8) 1000
set fmon(15) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(8)] $fmon(15)
set qint(15) [new Integrator]
$fmon(15) set-pkts-integrator $qint(15)
# link 16: access_dst_reno.3
$ns simplex-link $n(1) $n(9) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(9) 1000
set fmon(16) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(9)] $fmon(16)
set qint(16) [new Integrator]
$fmon(16) set-pkts-integrator $qint(16)
# link 17: access_dst_reno.3_reverse
$ns simplex-link $n(9) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(9) $n(1) 1000
set fmon(17) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(9) $n(1)] $fmon(17)
set qint(17) [new Integrator]
$fmon(17) set-pkts-integrator $qint(17)
# link 18: access_src_reno.4
$ns simplex-link $n(10) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(10) $n(0) 1000
set fmon(18) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(10) $n(0)] $fmon(18)
set qint(18) [new Integrator]
$fmon(18) set-pkts-integrator $qint(18)
# link 19: access_src_reno.4_reverse
$ns simplex-link $n(0) $n(10) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(10) 1000
set fmon(19) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(10)] $fmon(19)
set qint(19) [new Integrator]
$fmon(19) set-pkts-integrator $qint(19)
# link 20: access_dst_reno.4
$ns simplex-link $n(1) $n(11) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(11) 1000
set fmon(20) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(11)] $fmon(20)
set qint(20) [new Integrator]
$fmon(20) set-pkts-integrator $qint(20)
# link 21: access_dst_reno.4_reverse
$ns simplex-link $n(11) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(11) $n(1) 1000
set fmon(21) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(11) $n(1)] $fmon(21)
set qint(21) [new Integrator]
$fmon(21) set-pkts-integrator $qint(21)
# link 22: access_src_reno.5
$ns simplex-link $n(12) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(12) $n(0) 1000
set fmon(22) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(12) $n(0)] $fmon(22)
set qint(22) [new Integrator]
$fmon(22) set-pkts-integrator $qint(22)
# link 23: access_src_reno.5_reverse
$ns simplex-link $n(0) $n(12) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(12) 1000
set fmon(23) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(12)] $fmon(23)
set qint(23) [new Integrator]
$fmon(23) set-pkts-integrator $qint(23)
# link 24: access_dst_reno.5
$ns simplex-link $n(1) $n(13) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(13) 1000
set fmon(24) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(13)] $fmon(24)
set qint(24) [new Integrator]
$fmon(24) set-pkts-integrator $qint(24)
# link 25: access_dst_reno.5_reverse
$ns simplex-link $n(13) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(13) $n(1) 1000
set fmon(25) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(13) $n(1)] $fmon(25)
set qint(25) [new Integrator]
$fmon(25) set-pkts-integrator $qint(25)
# link 26: access_src_reno.6
$ns simplex-link $n(14) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(14) $n(0) 1000
set fmon(26) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(14) $n(0)] $fmon(26)
set qint(26) [new Integrator]
$fmon(26) set-pkts-integrator $qint(26)
# link 27: access_src_reno.6_reverse
$ns simplex-link $n(0) $n(14) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(14) 1000
set fmon(27) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(14)] $fmon(27)
set qint(27) [new Integrator]
$fmon(27) set-pkts-integrator $qint(27)
# link 28: access_dst_reno.6
$ns simplex-link $n(1) $n(15) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(15) 1000
set fmon(28) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(15)] $fmon(28)
set qint(28) [new Integrator]
$fmon(28) set-pkts-integrator $qint(28)
# link 29: access_dst_reno.6_reverse
$ns simplex-link $n(15) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(15) $n(1) 1000
set fmon(29) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(15) $n(1)] $fmon(29)
set qint(29) [new Integrator]
$fmon(29) set-pkts-integrator $qint(29)
# link 30: access_src_reno.7
$ns simplex-link $n(16) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(16) $n(0) 1000
set fmon(30) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(16) $n(0)] $fmon(30)
set qint(30) [new Integrator]
$fmon(30) set-pkts-integrator $qint(30)
# link 31: access_src_reno.7_reverse
$ns simplex-link $n(0) $n(16) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(16) 1000
set fmon(31) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(16)] $fmon(31)
set qint(31) [new Integrator]
$fmon(31) set-pkts-integrator $qint(31)
# link 32: access_dst_reno.7
$ns simplex-link $n(1) $n(17) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(17) 1000
set fmon(32) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(17)] $fmon(32)
set qint(32) [new Integrator]
$fmon(32) set-pkts-integrator $qint(32)
# link 33: access_dst_reno.7_reverse
$ns simplex-link $n(17) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(17) $n(1) 1000
set fmon(33) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(17) $n(1)] $fmon(33)
set qint(33) [new Integrator]
$fmon(33) set-pkts-integrator $qint(33)
# link 34: access_src_reno.8
$ns simplex-link $n(18) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(18) $n(0) 1000
set fmon(34) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(18) $n(0)] $fmon(34)
set qint(34) [new Integrator]
$fmon(34) set-pkts-integrator $qint(34)
# link 35: access_src_reno.8_reverse
$ns simplex-link $n(0) $n(18) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(18) 1000
set fmon(35) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(18)] $fmon(35)
set qint(35) [new Integrator]
$fmon(35) set-pkts-integrator $qint(35)
# link 36: access_dst_reno.8
$ns simplex-link $n(1) $n(19) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(19) 1000
set fmon(36) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(19)] $fmon(36)
set qint(36) [new Integrator]
$fmon(36) set-pkts-integrator $qint(36)
# link 37: access_dst_reno.8_reverse
$ns simplex-link $n(19) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(19) $n(1) 1000
set fmon(37) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(19) $n(1)] $fmon(37)
set qint(37) [new Integrator]
$fmon(37) set-pkts-integrator $qint(37)
# link 38: access_src_reno.9
$ns simplex-link $n(20) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(20) $n(0) 1000
set fmon(38) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(20) $n(0)] $fmon(38)
set qint(38) [new Integrator]
$fmon(38) set-pkts-integrator $qint(38)
# link 39: access_src_reno.9_reverse
$ns simplex-link $n(0) $n(20) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(20) 1000
set fmon(39) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(20)] $fmon(39)
set qint(39) [new Integrator]
$fmon(39) set-pkts-integrator $qint(39)
# link 40: access_dst_reno.9
$ns simplex-link $n(1) $n(21) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(21) 1000
set fmon(40) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(21)] $fmon(40)
set qint(40) [new Integrator]
$fmon(40) set-pkts-integrator $qint(40)
# link 41: access_dst_reno.9_reverse
$ns simplex-link $n(21) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(21) $n(1) 1000
set fmon(41) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(21) $n(1)] $fmon(41)
set qint(41) [new Integrator]
$fmon(41) set-pkts-integrator $qint(41)
# link 42: access_src_reno.10
$ns simplex-link $n(22) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(22) $n(0) 1000
set fmon(42) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(22) $n(0)] $fmon(42)
set qint(42) [new Integrator]
$fmon(42) set-pkts-integrator $qint(42)
# link 43: access_src_reno.10_reverse
$ns simplex-link $n(0) $n(22) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(22) 1000
set fmon(43) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(22)] $fmon(43)
set qint(43) [new Integrator]
$fmon(43) set-pkts-integrator $qint(43)
# link 44: access_dst_reno.10
$ns simplex-link $n(1) $n(23) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(23) 1000
set fmon(44) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(23)] $fmon(44)
set qint(44) [new Integrator]
$fmon(44) set-pkts-integrator $qint(44)
# link 45: access_dst_reno.10_reverse
$ns simplex-link $n(23) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(23) $n(1) 1000
set fmon(45) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(23) $n(1)] $fmon(45)
set qint(45) [new Integrator]
$fmon(45) set-pkts-integrator $qint(45)
# link 46: access_src_reno.11
$ns simplex-link $n(24) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(24) $n(0) 1000
set fmon(46) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(24) $n(0)] $fmon(46)
set qint(46) [new Integrator]
$fmon(46) set-pkts-integrator $qint(46)
# link 47: access_src_reno.11_reverse
$ns simplex-link $n(0) $n(24) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(24) 1000
set fmon(47) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(24)] $fmon(47)
set qint(47) [new Integrator]
$fmon(47) set-pkts-integrator $qint(47)
# link 48: access_dst_reno.11
$ns simplex-link $n(1) $n(25) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(25) 1000
set fmon(48) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(25)] $fmon(48)
set qint(48) [new Integrator]
$fmon(48) set-pkts-integrator $qint(48)
# link 49: access_dst_reno.11_reverse
$ns simplex-link $n(25) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(25) $n(1) 1000
set fmon(49) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(25) $n(1)] $fmon(49)
set qint(49) [new Integrator]
$fmon(49) set-pkts-integrator $qint(49)
# link 50: access_src_reno.12
$ns simplex-link $n(26) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(26) $n(0) 1000
set fmon(50) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(26) $n(0)] $fmon(50)
set qint(50) [new Integrator]
$fmon(50) set-pkts-integrator $qint(50)
# link 51: access_src_reno.12_reverse
$ns simplex-link $n(0) $n(26) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(26) 1000
set fmon(51) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(26)] $fmon(51)
set qint(51) [new Integrator]
$fmon(51) set-pkts-integrator $qint(51)
# link 52: access_dst_reno.12
$ns simplex-link $n(1) $n(27) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(27) 1000
set fmon(52) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(27)] $fmon(52)
set qint(52) [new Integrator]
$fmon(52) set-pkts-integrator $qint(52)
# link 53: access_dst_reno.12_reverse
$ns simplex-link $n(27) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(27) $n(1) 1000
set fmon(53) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(27) $n(1)] $fmon(53)
set qint(53) [new Integrator]
$fmon(53) set-pkts-integrator $qint(53)
# link 54: access_src_reno.13
$ns simplex-link $n(28) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(28) $n(0) 1000
set fmon(54) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(28) $n(0)] $fmon(54)
set qint(54) [new Integrator]
$fmon(54) set-pkts-integrator $qint(54)
# link 55: access_src_reno.13_reverse
$ns simplex-link $n(0) $n(28) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(28) 1000
set fmon(55) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(28)] $fmon(55)
set qint(55) [new Integrator]
$fmon(55) set-pkts-integrator $qint(55)
# link 56: access_dst_reno.13
$ns simplex-link $n(1) $n(29) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(29) 1000
set fmon(56) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(29)] $fmon(56)
set qint(56) [new Integrator]
$fmon(56) set-pkts-integrator $qint(56)
# link 57: access_dst_reno.13_reverse
$ns simplex-link $n(29) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(29) $n(1) 1000
set fmon(57) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(29) $n(1)] $fmon(57)
set qint(57) [new Integrator]
$fmon(57) set-pkts-integrator $qint(57)
# link 58: access_src_reno.14
$ns simplex-link $n(30) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(30) $n(0) 1000
set fmon(58) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(30) $n(0)] $fmon(58)
set qint(58) [new Integrator]
$fmon(58) set-pkts-integrator $qint(58)
# link 59: access_src_reno.14_reverse
$ns simplex-link $n(0) $n(30) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(30) 1000
set fmon(59) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(30)] $fmon(59)
set qint(59) [new Integrator]
$fmon(59) set-pkts-integrator $qint(59)
# link 60: access_dst_reno.14
$ns simplex-link $n(1) $n(31) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(31) 1000
set fmon(60) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(31)] $fmon(60)
set qint(60) [new Integrator]
$fmon(60) set-pkts-integrator $qint(60)
# link 61: access_dst_reno.14_reverse
$ns simplex-link $n(31) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(31) $n(1) 1000
set fmon(61) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(31) $n(1)] $fmon(61)
set qint(61) [new Integrator]
$fmon(61) set-pkts-integrator $qint(61)
# link 62: access_src_reno.15
$ns simplex-link $n(32) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(32) $n(0) 1000
set fmon(62) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(32) $n(0)] $fmon(62)
set qint(62) [new Integrator]
$fmon(62) set-pkts-integrator $qint(62)
# link 63: access_src_reno.15_reverse
$ns simplex-link $n(0) $n(32) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(32) 1000
set fmon(63) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(32)] $fmon(63)
set qint(63) [new Integrator]
$fmon(63) set-pkts-integrator $qint(63)
# link 64: access_dst_reno.15
$ns simplex-link $n(1) $n(33) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(33) 1000
set fmon(64) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(33)] $fmon(64)
set qint(64) [new Integrator]
$fmon(64) set-pkts-integrator $qint(64)
# link 65: access_dst_reno.15_reverse
$ns simplex-link $n(33) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(33) $n(1) 1000
set fmon(65) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(33) $n(1)] $fmon(65)
set qint(65) [new Integrator]
$fmon(65) set-pkts-integrator $qint(65)
# link 66: access_src_reno.16
$ns simplex-link $n(34) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(34) $n(0) 1000
set fmon(66) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(34) $n(0)] $fmon(66)
set qint(66) [new Integrator]
$fmon(66) set-pkts-integrator $qint(66)
# link 67: access_src_reno.16_reverse
$ns simplex-link $n(0) $n(34) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(34) 1000
set fmon(67) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(34)] $fmon(67)
set qint(67) [new Integrator]
$fmon(67) set-pkts-integrator $qint(67)
# link 68: access_dst_reno.16
$ns simplex-link $n(1) $n(35) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(35) 1000
set fmon(68) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(35)] $fmon(68)
set qint(68) [new Integrator]
$fmon(68) set-pkts-integrator $qint(68)
# link 69: access_dst_reno.16_reverse
$ns simplex-link $n(35) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(35) $n(1) 1000
set fmon(69) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(35) $n(1)] $fmon(69)
set qint(69) [new Integrator]
$fmon(69) set-pkts-integrator $qint(69)
# link 70: access_src_reno.17
$ns simplex-link $n(36) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(36) $n(0) 1000
set fmon(70) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(36) $n(0)] $fmon(70)
set qint(70) [new Integrator]
$fmon(70) set-pkts-integrator $qint(70)
# link 71: access_src_reno.17_reverse
$ns simplex-link $n(0) $n(36) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(36) 1000
set fmon(71) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(36)] $fmon(71)
set qint(71) [new Integrator]
$fmon(71) set-pkts-integrator $qint(71)
# link 72: access_dst_reno.17
$ns simplex-link $n(1) $n(37) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(37) 1000
set fmon(72) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(37)] $fmon(72)
set qint(72) [new Integrator]
$fmon(72) set-pkts-integrator $qint(72)
# link 73: access_dst_reno.17_reverse
$ns simplex-link $n(37) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(37) $n(1) 1000
set fmon(73) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(37) $n(1)] $fmon(73)
set qint(73) [new Integrator]
$fmon(73) set-pkts-integrator $qint(73)
# link 74: access_src_reno.18
$ns simplex-link $n(38) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(38) $n(0) 1000
set fmon(74) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(38) $n(0)] $fmon(74)
set qint(74) [new Integrator]
$fmon(74) set-pkts-integrator $qint(74)
# link 75: access_src_reno.18_reverse
$ns simplex-link $n(0) $n(38) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(38) 1000
set fmon(75) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(38)] $fmon(75)
set qint(75) [new Integrator]
$fmon(75) set-pkts-integrator $qint(75)
# link 76: access_dst_reno.18
$ns simplex-link $n(1) $n(39) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(39) 1000
set fmon(76) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(39)] $fmon(76)
set qint(76) [new Integrator]
$fmon(76) set-pkts-integrator $qint(76)
# link 77: access_dst_reno.18_reverse
$ns simplex-link $n(39) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(39) $n(1) 1000
set fmon(77) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(39) $n(1)] $fmon(77)
set qint(77) [new Integrator]
$fmon(77) set-pkts-integrator $qint(77)
# link 78: access_src_reno.19
$ns simplex-link $n(40) $n(0) 10000000b 0.012500000 DropTail
$ns queue-limit $n(40) $n(0) 1000
set fmon(78) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(40) $n(0)] $fmon(78)
set qint(78) [new Integrator]
$fmon(78) set-pkts-integrator $qint(78)
# link 79: access_src_reno.19_reverse
$ns simplex-link $n(0) $n(40) 10000000b 0.012500000 DropTail
$ns queue-limit $n(0) $n(40) 1000
set fmon(79) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(40)] $fmon(79)
set qint(79) [new Integrator]
$fmon(79) set-pkts-integrator $qint(79)
# link 80: access_dst_reno.19
$ns simplex-link $n(1) $n(41) 10000000b 0.012500000 DropTail
$ns queue-limit $n(1) $n(41) 1000
set fmon(80) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(41)] $fmon(80)
set qint(80) [new Integrator]
$fmon(80) set-pkts-integrator $qint(80)
# link 81: access_dst_reno.19_reverse
$ns simplex-link $n(41) $n(1) 10000000b 0.012500000 DropTail
$ns queue-limit $n(41) $n(1) 1000
set fmon(81) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(41) $n(1)] $fmon(81)
set qint(81) [new Integrator]
$fmon(81) set-pkts-integrator $qint(81)
# flow 0: reno.0
Agent/TCP set packetSize_ 1040
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
proc finish {} {
    global ns tcp sink fmon qint lmon trf
    set now [$ns now]
    for {set i 0} {$i < 20} {incr i} {
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
    exit 0
}
$ns at 200.000000000 finish
$ns run
