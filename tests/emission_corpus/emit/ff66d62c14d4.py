


def forward(self, x0):
    sub_0 = getattr(self.sub, "0")(slice({}, 0, 0));  sub_0 = None
    add_tensor = torch.ops.aten.add.Tensor(x0, x0);  x0 = add_tensor = None
    return None
    