# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
# nodes: 0 r1, 1 r2, 2 src_reno.0, 3 dst_reno.0, 4 src_reno.1, 5 dst_reno.1, 6 src_pareto.0, 7 dst_pareto.0, 8 src_pareto.1, 9 dst_pareto.1, 10 src_pareto.2, 11 dst_pareto.2, 12 src_pareto.3, 13 dst_pareto.3, 14 src_pareto.4, 15 dst_pareto.4, 16 src_pareto.5, 17 dst_pareto.5
for {set i 0} {$i < 18} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
$ns simplex-link $n(0) $n(1) 2000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(1) 20
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
# link 1: bottleneck_reverse
$ns simplex-link $n(1) $n(0) 2000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(0) 20
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_reno.0
$ns simplex-link $n(2) $n(0) 20000000b 0.010000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_reno.0_reverse
$ns simplex-link $n(0) $n(2) 20000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_reno.0
$ns simplex-link $n(1) $n(3) 20000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_reno.0_reverse
$ns simplex-link $n(3) $n(1) 20000000b 0.010000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_reno.1
$ns simplex-link $n(4) $n(0) 20000000b 0.010000000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_reno.1_reverse
$ns simplex-link $n(0) $n(4) 20000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_reno.1
$ns simplex-link $n(1) $n(5) 20000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_reno.1_reverse
$ns simplex-link $n(5) $n(1) 20000000b 0.010000000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# link 10: access_src_pareto.0
$ns simplex-link $n(6) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(6) $n(0) 1000
set fmon(10) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(6) $n(0)] $fmon(10)
set qint(10) [new Integrator]
$fmon(10) set-pkts-integrator $qint(10)
# link 11: access_src_pareto.0_reverse
$ns simplex-link $n(0) $n(6) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(6) 1000
set fmon(11) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(6)] $fmon(11)
set qint(11) [new Integrator]
$fmon(11) set-pkts-integrator $qint(11)
# link 12: access_dst_pareto.0
$ns simplex-link $n(1) $n(7) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(7) 1000
set fmon(12) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(7)] $fmon(12)
set qint(12) [new Integrator]
$fmon(12) set-pkts-integrator $qint(12)
# link 13: access_dst_pareto.0_reverse
$ns simplex-link $n(7) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(7) $n(1) 1000
set fmon(13) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(7) $n(1)] $fmon(13)
set qint(13) [new Integrator]
$fmon(13) set-pkts-integrator $qint(13)
# link 14: access_src_pareto.1
$ns simplex-link $n(8) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(8) $n(0) 1000
set fmon(14) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(8) $n(0)] $fmon(14)
set qint(14) [new Integrator]
$fmon(14) set-pkts-integrator $qint(14)
# link 15: access_src_pareto.1_reverse
$ns simplex-link $n(0) $n(8) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(8) 1000
set fmon(15) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(8)] $fmon(15)
set qint(15) [new Integrator]
$fmon(15) set-pkts-integrator $qint(15)
# link 16: access_dst_pareto.1
$ns simplex-link $n(1) $n(9) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(9) 1000
set fmon(16) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(9)] $fmon(16)
set qint(16) [new Integrator]
$fmon(16) set-pkts-integrator $qint(16)
# link 17: access_dst_pareto.1_reverse
$ns simplex-link $n(9) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(9) $n(1) 1000
set fmon(17) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(9) $n(1)] $fmon(17)
set qint(17) [new Integrator]
$fmon(17) set-pkts-integrator $qint(17)
# link 18: access_src_pareto.2
$ns simplex-link $n(10) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(10) $n(0) 1000
set fmon(18) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(10) $n(0)] $fmon(18)
set qint(18) [new Integrator]
$fmon(18) set-pkts-integrator $qint(18)
# link 19: access_src_pareto.2_reverse
$ns simplex-link $n(0) $n(10) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(10) 1000
set fmon(19) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(10)] $fmon(19)
set qint(19) [new Integrator]
$fmon(19) set-pkts-integrator $qint(19)
# link 20: access_dst_pareto.2
$ns simplex-link $n(1) $n(11) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(11) 1000
set fmon(20) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(11)] $fmon(20)
set qint(20) [new Integrator]
$fmon(20) set-pkts-integrator $qint(20)
# link 21: access_dst_pareto.2_reverse
$ns simplex-link $n(11) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(11) $n(1) 1000
set fmon(21) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(11) $n(1)] $fmon(21)
set qint(21) [new Integrator]
$fmon(21) set-pkts-integrator $qint(21)
# link 22: access_src_pareto.3
$ns simplex-link $n(12) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(12) $n(0) 1000
set fmon(22) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(12) $n(0)] $fmon(22)
set qint(22) [new Integrator]
$fmon(22) set-pkts-integrator $qint(22)
# link 23: access_src_pareto.3_reverse
$ns simplex-link $n(0) $n(12) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(12) 1000
set fmon(23) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(12)] $fmon(23)
set qint(23) [new Integrator]
$fmon(23) set-pkts-integrator $qint(23)
# link 24: access_dst_pareto.3
$ns simplex-link $n(1) $n(13) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(13) 1000
set fmon(24) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(13)] $fmon(24)
set qint(24) [new Integrator]
$fmon(24) set-pkts-integrator $qint(24)
# link 25: access_dst_pareto.3_reverse
$ns simplex-link $n(13) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(13) $n(1) 1000
set fmon(25) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(13) $n(1)] $fmon(25)
set qint(25) [new Integrator]
$fmon(25) set-pkts-integrator $qint(25)
# link 26: access_src_pareto.4
$ns simplex-link $n(14) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(14) $n(0) 1000
set fmon(26) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(14) $n(0)] $fmon(26)
set qint(26) [new Integrator]
$fmon(26) set-pkts-integrator $qint(26)
# link 27: access_src_pareto.4_reverse
$ns simplex-link $n(0) $n(14) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(14) 1000
set fmon(27) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(14)] $fmon(27)
set qint(27) [new Integrator]
$fmon(27) set-pkts-integrator $qint(27)
# link 28: access_dst_pareto.4
$ns simplex-link $n(1) $n(15) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(15) 1000
set fmon(28) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(15)] $fmon(28)
set qint(28) [new Integrator]
$fmon(28) set-pkts-integrator $qint(28)
# link 29: access_dst_pareto.4_reverse
$ns simplex-link $n(15) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(15) $n(1) 1000
set fmon(29) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(15) $n(1)] $fmon(29)
set qint(29) [new Integrator]
$fmon(29) set-pkts-integrator $qint(29)
# link 30: access_src_pareto.5
$ns simplex-link $n(16) $n(0) 20000000b 0.005000000 DropTail
$ns queue-limit $n(16) $n(0) 1000
set fmon(30) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(16) $n(0)] $fmon(30)
set qint(30) [new Integrator]
$fmon(30) set-pkts-integrator $qint(30)
# link 31: access_src_pareto.5_reverse
$ns simplex-link $n(0) $n(16) 20000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(16) 1000
set fmon(31) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(16)] $fmon(31)
set qint(31) [new Integrator]
$fmon(31) set-pkts-integrator $qint(31)
# link 32: access_dst_pareto.5
$ns simplex-link $n(1) $n(17) 20000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(17) 1000
set fmon(32) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(17)] $fmon(32)
set qint(32) [new Integrator]
$fmon(32) set-pkts-integrator $qint(32)
# link 33: access_dst_pareto.5_reverse
$ns simplex-link $n(17) $n(1) 20000000b 0.005000000 DropTail
$ns queue-limit $n(17) $n(1) 1000
set fmon(33) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(17) $n(1)] $fmon(33)
set qint(33) [new Integrator]
$fmon(33) set-pkts-integrator $qint(33)
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
# flow 2: pareto.0 (UDP)
set udp(2) [new Agent/UDP]
$udp(2) set fid_ 2
$udp(2) set packetSize_ 500
set sink(2) [new Agent/LossMonitor]
$ns attach-agent $n(6) $udp(2)
$ns attach-agent $n(7) $sink(2)
$ns connect $udp(2) $sink(2)
set app(2) [new Application/Traffic/Pareto]
$app(2) set packetSize_ 500
$app(2) set rate_ 400000
$app(2) set burst_time_ 0.500000000
$app(2) set idle_time_ 0.500000000
$app(2) set shape_ 1.5
$app(2) attach-agent $udp(2)
$ns at 0.062811030 "$app(2) start"
# flow 3: pareto.1 (UDP)
set udp(3) [new Agent/UDP]
$udp(3) set fid_ 3
$udp(3) set packetSize_ 500
set sink(3) [new Agent/LossMonitor]
$ns attach-agent $n(8) $udp(3)
$ns attach-agent $n(9) $sink(3)
$ns connect $udp(3) $sink(3)
set app(3) [new Application/Traffic/Pareto]
$app(3) set packetSize_ 500
$app(3) set rate_ 400000
$app(3) set burst_time_ 0.500000000
$app(3) set idle_time_ 0.500000000
$app(3) set shape_ 1.5
$app(3) attach-agent $udp(3)
$ns at 0.494065927 "$app(3) start"
# flow 4: pareto.2 (UDP)
set udp(4) [new Agent/UDP]
$udp(4) set fid_ 4
$udp(4) set packetSize_ 500
set sink(4) [new Agent/LossMonitor]
$ns attach-agent $n(10) $udp(4)
$ns attach-agent $n(11) $sink(4)
$ns connect $udp(4) $sink(4)
set app(4) [new Application/Traffic/Pareto]
$app(4) set packetSize_ 500
$app(4) set rate_ 400000
$app(4) set burst_time_ 0.500000000
$app(4) set idle_time_ 0.500000000
$app(4) set shape_ 1.5
$app(4) attach-agent $udp(4)
$ns at 0.221908030 "$app(4) start"
# flow 5: pareto.3 (UDP)
set udp(5) [new Agent/UDP]
$udp(5) set fid_ 5
$udp(5) set packetSize_ 500
set sink(5) [new Agent/LossMonitor]
$ns attach-agent $n(12) $udp(5)
$ns attach-agent $n(13) $sink(5)
$ns connect $udp(5) $sink(5)
set app(5) [new Application/Traffic/Pareto]
$app(5) set packetSize_ 500
$app(5) set rate_ 400000
$app(5) set burst_time_ 0.500000000
$app(5) set idle_time_ 0.500000000
$app(5) set shape_ 1.5
$app(5) attach-agent $udp(5)
$ns at 0.827083357 "$app(5) start"
# flow 6: pareto.4 (UDP)
set udp(6) [new Agent/UDP]
$udp(6) set fid_ 6
$udp(6) set packetSize_ 500
set sink(6) [new Agent/LossMonitor]
$ns attach-agent $n(14) $udp(6)
$ns attach-agent $n(15) $sink(6)
$ns connect $udp(6) $sink(6)
set app(6) [new Application/Traffic/Pareto]
$app(6) set packetSize_ 500
$app(6) set rate_ 400000
$app(6) set burst_time_ 0.500000000
$app(6) set idle_time_ 0.500000000
$app(6) set shape_ 1.5
$app(6) attach-agent $udp(6)
$ns at 0.312454290 "$app(6) start"
# flow 7: pareto.5 (UDP)
set udp(7) [new Agent/UDP]
$udp(7) set fid_ 7
$udp(7) set packetSize_ 500
set sink(7) [new Agent/LossMonitor]
$ns attach-agent $n(16) $udp(7)
$ns attach-agent $n(17) $sink(7)
$ns connect $udp(7) $sink(7)
set app(7) [new Application/Traffic/Pareto]
$app(7) set packetSize_ 500
$app(7) set rate_ 400000
$app(7) set burst_time_ 0.500000000
$app(7) set idle_time_ 0.500000000
$app(7) set shape_ 1.5
$app(7) attach-agent $udp(7)
$ns at 0.373867165 "$app(7) start"
proc finish {} {
    global ns tcp sink fmon qint lmon trf
    set now [$ns now]
    for {set i 0} {$i < 8} {incr i} {
        if {[lsearch -exact {2 3 4 5 6 7} $i] >= 0} {
            puts "UFLOW $i [$sink($i) set npkts_] [$sink($i) set bytes_]"
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
    exit 0
}
$ns at 300.000000000 finish
$ns run
