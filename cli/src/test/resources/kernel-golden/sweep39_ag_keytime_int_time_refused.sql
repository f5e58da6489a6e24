-- merge_map_with_keytime compares entry times as strings: Paimon 1.4.2 accepts an INT time field and its read fails once two timed entries of a key meet (ClassCastException: HeapIntVector cannot be cast to BytesColumnVector); Varve refuses at CREATE TABLE (SEMANTICS §2: no table poisoned by accepted records)
-- exit: 1
-- stderr: 'merge_map_with_keytime' needs a character-string entry time
CREATE TABLE A (k INT, m MAP<STRING, ROW<v STRING, t INT>>, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'fields.m.aggregate-function' = 'merge_map_with_keytime');
INSERT INTO A VALUES (1, MAP['a', ROW('a1', 5), 'b', ROW('b1', 10)]);
INSERT INTO A VALUES (1, MAP['a', ROW('a0', 3), 'b', ROW('b2', 9), 'c', ROW('c1', CAST(NULL AS INT))]);
SELECT * FROM A;
