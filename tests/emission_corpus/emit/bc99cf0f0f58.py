


def forward(self, x):
    view = torch.ops.aten.view.default(x, [16, 32]);  x = None
    return view
    