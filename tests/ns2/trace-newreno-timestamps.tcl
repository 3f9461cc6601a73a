# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
set trf [open trace.tr w]
# nodes: 0 r1, 1 r2, 2 src_newreno, 3 dst_newreno
for {set i 0} {$i < 4} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
$ns simplex-link $n(0) $n(1) 2000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(1) 1000
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
$ns trace-queue $n(0) $n(1) $trf
set em(0) [new ErrorModel/List]
$em(0) droplist {245}
$ns link-lossmodel $em(0) $n(0) $n(1)
set lmon(0) [$ns makeflowmon SrcDestFid]
set lsnoop(0) [new SnoopQueue/Drop]
$lsnoop(0) set-monitor $lmon(0)
set emtrace(0) [$ns create-trace Drop $trf $n(0) $n(1)]
$emtrace(0) target [$ns set nullAgent_]
$lsnoop(0) target $emtrace(0)
$em(0) drop-target $lsnoop(0)
# link 1: bottleneck_reverse
$ns simplex-link $n(1) $n(0) 2000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(0) 1000
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_newreno
$ns simplex-link $n(2) $n(0) 10000000b 0.010000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_newreno_reverse
$ns simplex-link $n(0) $n(2) 10000000b 0.010000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_newreno
$ns simplex-link $n(1) $n(3) 10000000b 0.010000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_newreno_reverse
$ns simplex-link $n(3) $n(1) 10000000b 0.010000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# flow 0: newreno
Agent/TCP set packetSize_ 1050
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
Agent/TCP set timestamps_ true
Agent/TCP set windowOption_ 1
Agent/TCP set increase_num_ 1.0
Agent/TCP set decrease_num_ 0.5
set tcp(0) [new Agent/TCP/Newreno]
$tcp(0) set fid_ 0
set sink(0) [new Agent/TCPSink/DelAck]
$sink(0) set interval_ 0.100000000
$sink(0) set SYN_immediate_ack_ false
$sink(0) set packetSize_ 40
$ns attach-agent $n(2) $tcp(0)
$ns attach-agent $n(3) $sink(0)
$ns connect $tcp(0) $sink(0)
set ftp(0) [$tcp(0) attach-app FTP]
$ns at 0.000000000 "$ftp(0) start"
proc finish {} {
    global ns tcp sink fmon qint lmon trf
    set now [$ns now]
    for {set i 0} {$i < 1} {incr i} {
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
    foreach f [$lmon(0) flows] { puts "LDROP 0 [$f set flowid_] [$f set src_] [$f set dst_] [$f set pdrops_]" }
    $ns flush-trace
    close $trf
    exit 0
}
$ns at 10.000000000 finish
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
puts "RESETORDER [$ns array names Node_]"
$ns run
