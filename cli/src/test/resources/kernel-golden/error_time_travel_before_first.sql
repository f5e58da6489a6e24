-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: no snapshot earlier than or equal to timestamp
-- FOR SYSTEM_TIME AS OF a point before the first snapshot fails, as 'scan.timestamp-millis' does in Paimon 1.4.2 (sweep10_time_travel_before_first_refused)
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '1970-01-02 00:00:00';
