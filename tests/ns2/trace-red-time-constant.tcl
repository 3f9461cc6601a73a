# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
set trf [open trace.tr w]
# nodes: 0 r1, 1 r2, 2 src_f0, 3 dst_f0, 4 src_f1, 5 dst_f1
for {set i 0} {$i < 6} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
Queue/RED set thresh_ 3.0
Queue/RED set maxthresh_ 9.0
Queue/RED set q_weight_ 0
Queue/RED set linterm_ 10.0
Queue/RED set gentle_ false
Queue/RED set wait_ true
Queue/RED set mean_pktsize_ 500
Queue/RED set bytes_ false
Queue/RED set queue_in_bytes_ false
Queue/RED set setbit_ false
Queue/RED set drop_tail_ true
Queue/RED set adaptive_ 0
Queue/RED set summarystats_ false
Queue/RED set use_mark_p_ false
$ns simplex-link $n(0) $n(1) 2000000b 0.010000000 RED
$ns queue-limit $n(0) $n(1) 30
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
$ns trace-queue $n(0) $n(1) $trf
# link 1: bottleneck_reverse
Queue/RED set thresh_ 3.0
Queue/RED set maxthresh_ 9.0
Queue/RED set q_weight_ 0
Queue/RED set linterm_ 10.0
Queue/RED set gentle_ false
Queue/RED set wait_ true
Queue/RED set mean_pktsize_ 500
Queue/RED set bytes_ false
Queue/RED set queue_in_bytes_ false
Queue/RED set setbit_ false
Queue/RED set drop_tail_ true
Queue/RED set adaptive_ 0
Queue/RED set summarystats_ false
Queue/RED set use_mark_p_ false
$ns simplex-link $n(1) $n(0) 2000000b 0.010000000 RED
$ns queue-limit $n(1) $n(0) 30
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_f0
$ns simplex-link $n(2) $n(0) 10000000b 0.010000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_f0_reverse
$ns simplex-link $n(0) $n(2) 10000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_f0
$ns simplex-link $n(1) $n(3) 10000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_f0_reverse
$ns simplex-link $n(3) $n(1) 10000000b 0.010000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_f1
$ns simplex-link $n(4) $n(0) 10000000b 0.015000000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_f1_reverse
$ns simplex-link $n(0) $n(4) 10000000b 0.015000000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_f1
$ns simplex-link $n(1) $n(5) 10000000b 0.015000000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_f1_reverse
$ns simplex-link $n(5) $n(1) 10000000b 0.015000000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# flow 0: f0
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
set tcp(0) [new Agent/TCP/Newreno]
$tcp(0) set fid_ 0
set sink(0) [new Agent/TCPSink]
$sink(0) set packetSize_ 40
$ns attach-agent $n(2) $tcp(0)
$ns attach-agent $n(3) $sink(0)
$ns connect $tcp(0) $sink(0)
set ftp(0) [$tcp(0) attach-app FTP]
$ns at 0.000000000 "$ftp(0) start"
# flow 1: f1
set tcp(1) [new Agent/TCP/Newreno]
$tcp(1) set fid_ 1
set sink(1) [new Agent/TCPSink]
$sink(1) set packetSize_ 40
$ns attach-agent $n(4) $tcp(1)
$ns attach-agent $n(5) $sink(1)
$ns connect $tcp(1) $sink(1)
set ftp(1) [$tcp(1) attach-app FTP]
$ns at 0.100000000 "$ftp(1) start"
proc finish {} {
    global ns tcp sink fmon qint lmon trf
    set now [$ns now]
    for {set i 0} {$i < 2} {incr i} {
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
    $ns flush-trace
    close $trf
    exit 0
}
$ns at 20.000000000 finish
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
puts "RESETORDER [$ns array names Node_]"
$ns run
