/**
 * Writes an ONNX model (the protobuf bytes ONNX Runtime loads) from a graph described in code: just the parts of
 * onnx.proto this product needs (tensors, nodes with int / float / ints attributes, typed inputs and outputs).
 * Field numbers are those of onnx.proto (IR version 8). It lets the local brain run a model whose weights ship in
 * another format (see use-lite.ts) on ONNX Runtime's native kernels, without a conversion step at install time.
 */

/** ONNX TensorProto.DataType values used here. */
export const FLOAT = 1;
export const INT64 = 7;

/** Protobuf wire format: varints, length-delimited fields, 32-bit floats. */
class Writer {
  private chunks: Uint8Array[] = [];
  private size = 0;

  private push(bytes: Uint8Array) {
    this.chunks.push(bytes);
    this.size += bytes.length;
  }

  varint(value: number | bigint) {
    // Negative int64 values take ten bytes, two's complement.
    let v = BigInt.asUintN(64, BigInt(value));
    const out: number[] = [];
    while (v >= 0x80n) {
      out.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    out.push(Number(v));
    this.push(Uint8Array.from(out));
  }

  tag(field: number, wire: 0 | 2 | 5) {
    this.varint((field << 3) | wire);
  }

  int(field: number, value: number | bigint) {
    this.tag(field, 0);
    this.varint(value);
  }

  float(field: number, value: number) {
    this.tag(field, 5);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.push(bytes);
  }

  bytes(field: number, value: Uint8Array) {
    this.tag(field, 2);
    this.varint(value.length);
    this.push(value);
  }

  string(field: number, value: string) {
    this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, write: (w: Writer) => void) {
    const inner = new Writer();
    write(inner);
    this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

export type Attribute = number | number[] | { float: number };

export interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, Attribute>;
}

export interface Initializer {
  name: string;
  dims: number[];
  data: Float32Array | BigInt64Array;
}

export interface ValueInfo {
  name: string;
  type: typeof FLOAT | typeof INT64;
  /** A number is a fixed size, a string a named dynamic one ("batch"). */
  shape: (number | string)[];
}

export interface Graph {
  name: string;
  nodes: Node[];
  initializers: Initializer[];
  inputs: ValueInfo[];
  outputs: ValueInfo[];
}

function writeAttribute(w: Writer, name: string, value: Attribute) {
  w.string(1, name);
  if (Array.isArray(value)) {
    for (const v of value) w.int(8, v);
    w.int(20, 7); // INTS
  } else if (typeof value === "number") {
    w.int(3, value);
    w.int(20, 2); // INT
  } else {
    w.float(2, value.float);
    w.int(20, 1); // FLOAT
  }
}

function writeValueInfo(w: Writer, info: ValueInfo) {
  w.string(1, info.name);
  w.message(2, (type) =>
    type.message(1, (tensor) => {
      tensor.int(1, info.type);
      tensor.message(2, (shape) => {
        for (const dim of info.shape) {
          shape.message(1, (d) => (typeof dim === "number" ? d.int(1, dim) : d.string(2, dim)));
        }
      });
    }),
  );
}

/** The model's bytes, ready for `InferenceSession.create(bytes)`. */
export function encodeModel(graph: Graph, opset = 17): Uint8Array {
  const w = new Writer();
  w.int(1, 8); // ir_version
  w.string(2, "inbox-autopilot");
  w.message(8, (o) => {
    o.string(1, "");
    o.int(2, opset);
  });
  w.message(7, (g) => {
    graph.nodes.forEach((node, i) => {
      g.message(1, (n) => {
        for (const input of node.inputs) n.string(1, input);
        for (const output of node.outputs) n.string(2, output);
        n.string(3, `${node.op}_${i}`);
        n.string(4, node.op);
        for (const [name, value] of Object.entries(node.attributes ?? {})) {
          n.message(5, (a) => writeAttribute(a, name, value));
        }
      });
    });
    g.string(2, graph.name);
    for (const init of graph.initializers) {
      g.message(5, (t) => {
        for (const d of init.dims) t.int(1, d);
        t.int(2, init.data instanceof Float32Array ? FLOAT : INT64);
        t.string(8, init.name);
        t.bytes(9, new Uint8Array(init.data.buffer, init.data.byteOffset, init.data.byteLength));
      });
    }
    for (const input of graph.inputs) g.message(11, (v) => writeValueInfo(v, input));
    for (const output of graph.outputs) g.message(12, (v) => writeValueInfo(v, output));
  });
  return w.finish();
}
