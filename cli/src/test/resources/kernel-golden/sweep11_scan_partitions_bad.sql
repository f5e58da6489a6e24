-- not checked against Paimon: 'scan.partitions' is an option of Paimon's Flink source, which the interpreter does not apply
-- exit: 1
-- stderr: ERROR: statement 2
-- stderr: 'x' is not a partition column of the table
CREATE TABLE T (p STRING, k INT, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p);
SELECT * FROM T /*+ OPTIONS('scan.partitions' = 'x=1') */;
