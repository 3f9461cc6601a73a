# ns-2.35 script written by ccsim (ccsim.validation.tcl), replication 0
set ns [new Simulator]
$defaultRNG seed 12345
for {set r 0} {$r < 0} {incr r} { $defaultRNG next-substream }
# nodes: 0 r1, 1 r2, 2 src_tcp.0, 3 dst_tcp.0, 4 src_tcp.1, 5 dst_tcp.1, 6 src_tcp.2, 7 dst_tcp.2, 8 src_tcp.3, 9 dst_tcp.3, 10 src_background, 11 dst_background
for {set i 0} {$i < 12} {incr i} { set n($i) [$ns node] }
# link 0: bottleneck
$ns simplex-link $n(0) $n(1) 1500000b 0.040000000 DropTail
$ns queue-limit $n(0) $n(1) 50
set fmon(0) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(1)] $fmon(0)
set qint(0) [new Integrator]
$fmon(0) set-pkts-integrator $qint(0)
# link 1: bottleneck_reverse
$ns simplex-link $n(1) $n(0) 1500000b 0.040000000 DropTail
$ns queue-limit $n(1) $n(0) 50
set fmon(1) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(0)] $fmon(1)
set qint(1) [new Integrator]
$fmon(1) set-pkts-integrator $qint(1)
# link 2: access_src_tcp.0
$ns simplex-link $n(2) $n(0) 10000000b 0.005000000 DropTail
$ns queue-limit $n(2) $n(0) 1000
set fmon(2) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(2) $n(0)] $fmon(2)
set qint(2) [new Integrator]
$fmon(2) set-pkts-integrator $qint(2)
# link 3: access_src_tcp.0_reverse
$ns simplex-link $n(0) $n(2) 10000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(2) 1000
set fmon(3) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(2)] $fmon(3)
set qint(3) [new Integrator]
$fmon(3) set-pkts-integrator $qint(3)
# link 4: access_dst_tcp.0
$ns simplex-link $n(1) $n(3) 10000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(3) 1000
set fmon(4) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(3)] $fmon(4)
set qint(4) [new Integrator]
$fmon(4) set-pkts-integrator $qint(4)
# link 5: access_dst_tcp.0_reverse
$ns simplex-link $n(3) $n(1) 10000000b 0.005000000 DropTail
$ns queue-limit $n(3) $n(1) 1000
set fmon(5) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(3) $n(1)] $fmon(5)
set qint(5) [new Integrator]
$fmon(5) set-pkts-integrator $qint(5)
# link 6: access_src_tcp.1
$ns simplex-link $n(4) $n(0) 10000000b 0.005000000 DropTail
$ns queue-limit $n(4) $n(0) 1000
set fmon(6) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(4) $n(0)] $fmon(6)
set qint(6) [new Integrator]
$fmon(6) set-pkts-integrator $qint(6)
# link 7: access_src_tcp.1_reverse
$ns simplex-link $n(0) $n(4) 10000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(4) 1000
set fmon(7) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(4)] $fmon(7)
set qint(7) [new Integrator]
$fmon(7) set-pkts-integrator $qint(7)
# link 8: access_dst_tcp.1
$ns simplex-link $n(1) $n(5) 10000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(5) 1000
set fmon(8) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(5)] $fmon(8)
set qint(8) [new Integrator]
$fmon(8) set-pkts-integrator $qint(8)
# link 9: access_dst_tcp.1_reverse
$ns simplex-link $n(5) $n(1) 10000000b 0.005000000 DropTail
$ns queue-limit $n(5) $n(1) 1000
set fmon(9) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(5) $n(1)] $fmon(9)
set qint(9) [new Integrator]
$fmon(9) set-pkts-integrator $qint(9)
# link 10: access_src_tcp.2
$ns simplex-link $n(6) $n(0) 10000000b 0.005000000 DropTail
$ns queue-limit $n(6) $n(0) 1000
set fmon(10) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(6) $n(0)] $fmon(10)
set qint(10) [new Integrator]
$fmon(10) set-pkts-integrator $qint(10)
# link 11: access_src_tcp.2_reverse
$ns simplex-link $n(0) $n(6) 10000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(6) 1000
set fmon(11) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(6)] $fmon(11)
set qint(11) [new Integrator]
$fmon(11) set-pkts-integrator $qint(11)
# link 12: access_dst_tcp.2
$ns simplex-link $n(1) $n(7) 10000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(7) 1000
set fmon(12) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(7)] $fmon(12)
set qint(12) [new Integrator]
$fmon(12) set-pkts-integrator $qint(12)
# link 13: access_dst_tcp.2_reverse
$ns simplex-link $n(7) $n(1) 10000000b 0.005000000 DropTail
$ns queue-limit $n(7) $n(1) 1000
set fmon(13) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(7) $n(1)] $fmon(13)
set qint(13) [new Integrator]
$fmon(13) set-pkts-integrator $qint(13)
# link 14: access_src_tcp.3
$ns simplex-link $n(8) $n(0) 10000000b 0.005000000 DropTail
$ns queue-limit $n(8) $n(0) 1000
set fmon(14) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(8) $n(0)] $fmon(14)
set qint(14) [new Integrator]
$fmon(14) set-pkts-integrator $qint(14)
# link 15: access_src_tcp.3_reverse
$ns simplex-link $n(0) $n(8) 10000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(8) 1000
set fmon(15) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(8)] $fmon(15)
set qint(15) [new Integrator]
$fmon(15) set-pkts-integrator $qint(15)
# link 16: access_dst_tcp.3
$ns simplex-link $n(1) $n(9) 10000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(9) 1000
set fmon(16) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(9)] $fmon(16)
set qint(16) [new Integrator]
$fmon(16) set-pkts-integrator $qint(16)
# link 17: access_dst_tcp.3_reverse
$ns simplex-link $n(9) $n(1) 10000000b 0.005000000 DropTail
$ns queue-limit $n(9) $n(1) 1000
set fmon(17) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(9) $n(1)] $fmon(17)
set qint(17) [new Integrator]
$fmon(17) set-pkts-integrator $qint(17)
# link 18: access_src_background
$ns simplex-link $n(10) $n(0) 10000000b 0.005000000 DropTail
$ns queue-limit $n(10) $n(0) 1000
set fmon(18) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(10) $n(0)] $fmon(18)
set qint(18) [new Integrator]
$fmon(18) set-pkts-integrator $qint(18)
# link 19: access_src_background_reverse
$ns simplex-link $n(0) $n(10) 10000000b 0.005000000 DropTail
$ns queue-limit $n(0) $n(10) 1000
set fmon(19) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(0) $n(10)] $fmon(19)
set qint(19) [new Integrator]
$fmon(19) set-pkts-integrator $qint(19)
# link 20: access_dst_background
$ns simplex-link $n(1) $n(11) 10000000b 0.005000000 DropTail
$ns queue-limit $n(1) $n(11) 1000
set fmon(20) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(1) $n(11)] $fmon(20)
set qint(20) [new Integrator]
$fmon(20) set-pkts-integrator $qint(20)
# link 21: access_dst_background_reverse
$ns simplex-link $n(11) $n(1) 10000000b 0.005000000 DropTail
$ns queue-limit $n(11) $n(1) 1000
set fmon(21) [$ns makeflowmon SrcDestFid]
$ns attach-fmon [$ns link $n(11) $n(1)] $fmon(21)
set qint(21) [new Integrator]
$fmon(21) set-pkts-integrator $qint(21)
# flow 0: tcp.0
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
Agent/TCP set overhead_ 0.005000000
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
$ns at 0.456196585 "$ftp(0) start"
# flow 1: tcp.1
set tcp(1) [new Agent/TCP/Reno]
$tcp(1) set fid_ 1
set sink(1) [new Agent/TCPSink]
$sink(1) set packetSize_ 40
$ns attach-agent $n(4) $tcp(1)
$ns attach-agent $n(5) $sink(1)
$ns connect $tcp(1) $sink(1)
set ftp(1) [$tcp(1) attach-app FTP]
$ns at 0.295129021 "$ftp(1) start"
# flow 2: tcp.2
set tcp(2) [new Agent/TCP/Reno]
$tcp(2) set fid_ 2
set sink(2) [new Agent/TCPSink]
$sink(2) set packetSize_ 40
$ns attach-agent $n(6) $tcp(2)
$ns attach-agent $n(7) $sink(2)
$ns connect $tcp(2) $sink(2)
set ftp(2) [$tcp(2) attach-app FTP]
$ns at 0.575088895 "$ftp(2) start"
# flow 3: tcp.3
set tcp(3) [new Agent/TCP/Reno]
$tcp(3) set fid_ 3
set sink(3) [new Agent/TCPSink]
$sink(3) set packetSize_ 40
$ns attach-agent $n(8) $tcp(3)
$ns attach-agent $n(9) $sink(3)
$ns connect $tcp(3) $sink(3)
set ftp(3) [$tcp(3) attach-app FTP]
$ns at 0.014753906 "$ftp(3) start"
# flow 4: background (Poisson arrivals of transfers of 10-90 packets, each a new connection)
set completed(4) 0; set transfers(4) {}
proc transfer_4 {packets} {
    global ns n transfers active started
    accrue_4
    incr active(4)
    incr started(4)
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
    Agent/TCP set overhead_ 0.005000000
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
    $t proc done {} { global completed active; incr completed(4); $self set minrto_ 1e9; $self set maxrto_ 1e9; accrue_4; incr active(4) -1 }
    $t advanceby $packets
}
set active(4) 0; set started(4) 0; set area(4) 0.0; set area_at(4) 0.000000000
set gap(4) [new RandomVariable/Exponential]
set size(4) [new RandomVariable/Uniform]
proc accrue_4 {} {
    global ns active area area_at
    set now [$ns now]
    set area(4) [expr {$area(4) + $active(4) * ($now - $area_at(4))}]
    set area_at(4) $now
}
proc rate_4 {} { global area started; accrue_4; return [expr {4.0 / (($area(4) + 3.330000000) / ($started(4) + 1))}] }
proc arrive_4 {} {
    global size
    set k [expr {10 + int([$size(4) value] * 81)}]
    transfer_4 [expr {min($k, 90)}]
    next_4
}
proc next_4 {} {
    global ns gap
    $gap(4) set avg_ [expr {1.0 / [rate_4]}]
    $ns at [expr {[$ns now] + [$gap(4) value]}] arrive_4
}
$ns at 0.000000000 next_4
proc finish {} {
    global ns tcp sink fmon qint lmon trf transfers completed
    set now [$ns now]
    for {set i 0} {$i < 5} {incr i} {
        if {[lsearch -exact {4} $i] >= 0} {
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
    exit 0
}
$ns at 300.000000000 finish
$ns run
